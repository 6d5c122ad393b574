import { formatNumber } from '../../src/format';
import { Confirm, useTranslate } from 'react-admin';
import type { ContentType } from '../../contract/enums';

/**
 * Before saving a plan that customers hold without some of its content types: names what they
 * lose and how many they are. Yes and No, focus on Yes, Escape closes (as No).
 */
export function RemovedContentConfirm(props: {
  removed: ContentType[];
  subscribers: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={props.removed.length > 0}
      title="resources.subscriptions.remove_content.title"
      content="resources.subscriptions.remove_content.content"
      translateOptions={{
        smart_count: props.subscribers,
        count: formatNumber(props.subscribers),
        types: props.removed.map((type) => translate(`app.content_types.${type}`)).join(', '),
      }}
      confirm="app.confirm.yes"
      cancel="app.confirm.no"
      confirmColor="warning"
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
