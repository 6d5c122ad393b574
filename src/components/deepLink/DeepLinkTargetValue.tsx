import { DeepLinkTarget } from '../../../contract/enums';
import { Link, useTranslate } from 'react-admin';
import { isRecordTarget, useDeepLinkTarget } from './deepLinkTargets';

/** The console page of a link's record, by kind: the e-book, the feed entry or the plan. */
const pageOf: Record<number, string> = {
  [DeepLinkTarget.NEWS_DETAILS]: 'feeds',
  [DeepLinkTarget.VIDEO_DETAILS]: 'feeds',
  [DeepLinkTarget.BOOK_DETAILS]: 'e-books',
  [DeepLinkTarget.MAGAZINE_DETAILS]: 'e-books',
  [DeepLinkTarget.SUBSCRIPTION_DETAILS]: 'subscriptions',
};

/**
 * A link's value (`targetValue`) given its kind: a record's kind and title ("Book details: Spring
 * catalogue"), "#296" while the title loads or when the record is gone, linked to the record's page;
 * a web address or another value as it is.
 */
export function DeepLinkTargetValue({ kind, value }: { kind: unknown; value: unknown }) {
  const translate = useTranslate();
  const id = value === null || value === undefined || value === '' ? null : String(value);
  const target = useDeepLinkTarget(kind, id);
  if (id === null) return null;
  if (!isRecordTarget(kind)) return <>{id}</>;
  const kindLabel = translate(`app.deep_link_targets.${kind}`);
  const title = target.data?.title;
  return (
    <>
      {kindLabel}: <Link to={`/${pageOf[kind]}/${encodeURIComponent(id)}`}>{title ?? `#${id}`}</Link>
    </>
  );
}
