import { Confirm } from 'react-admin';
import type { Blockable } from './useBlockUnblock';

/** The confirmation before blocking or unblocking: Yes and No, focus on Yes, Escape closes. */
export function BlockConfirm(props: {
  record: Blockable;
  isOpen: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const verb = props.record.blocked ? 'unblock' : 'block';
  return (
    <Confirm
      isOpen={props.isOpen}
      loading={props.loading}
      title={`app.block.${verb}_title`}
      content={`app.block.${verb}_text`}
      translateOptions={{ name: props.record.name, email: props.record.email }}
      confirm="app.confirm.yes"
      cancel="app.confirm.no"
      confirmColor={props.record.blocked ? 'primary' : 'warning'}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
