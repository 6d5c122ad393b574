import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { AppConfigEntry } from '../../contract/appConfig';
import type { ConfigValueType } from '../../contract/enums';

interface TypeChangeConfirmProps {
  /** The type being saved; the dialog is open while it is set. */
  newType?: ConfigValueType;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Change the type of <key> from X to Y?", Yes and No, focus on Yes. */
export function TypeChangeConfirm({ newType, onConfirm, onClose }: TypeChangeConfirmProps) {
  const record = useRecordContext<AppConfigEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Confirm
      isOpen={newType !== undefined}
      title="resources.ui/app-config.change_type.title"
      content="resources.ui/app-config.change_type.content"
      translateOptions={{
        key: record.key,
        from: translate(`app.config_value_types.${record.valueType}`),
        to: newType ? translate(`app.config_value_types.${newType}`) : '',
      }}
      confirm="app.confirm.yes"
      cancel="app.confirm.no"
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
