import { Link, Typography } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { isRecordTarget, isUrlTarget, useDeepLinkTarget } from './deepLinkTargets';

interface DeepLinkFieldProps extends Omit<FieldProps, 'source'> {
  kindSource?: string;
  valueSource?: string;
}

/** Where a link leads, in words: "Book details: <title>", the web address, "Login screen" or "Nothing". */
export function DeepLinkField({ kindSource = 'targetKind', valueSource = 'targetValue' }: DeepLinkFieldProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const kind = record?.[kindSource] as number | null | undefined;
  const value = record?.[valueSource] as string | null | undefined;
  const target = useDeepLinkTarget(kind, value);
  if (kind == null) return <Typography variant="body2">{translate('app.deep_link.none')}</Typography>;
  const kindLabel = translate(`app.deep_link_targets.${kind}`);
  if (isUrlTarget(kind) && value) {
    return (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.punctuation.label', { label: kindLabel })}{' '}
        <Link href={value} target="_blank" rel="noopener noreferrer">
          {value}
        </Link>
      </Typography>
    );
  }
  if (!isRecordTarget(kind) || !value) return <Typography variant="body2">{kindLabel}</Typography>;
  // Until the record's title comes, its id stands in for it.
  const text = target.isPending
    ? translate('app.deep_link.describe', { kind: kindLabel, title: `#${value}` })
    : target.data
      ? translate('app.deep_link.describe', { kind: kindLabel, title: target.data.title })
      : translate('app.deep_link.missing', { kind: kindLabel, id: value });
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
