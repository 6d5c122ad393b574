import { Box } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { required, SelectInput, TextInput } from 'react-admin';
import { isWebUrl } from '../../../contract/deepLinkRules';
import { DeepLinkRecordInput } from './DeepLinkRecordInput';
import { deepLinkTargetChoices, isRecordTarget, isUrlTarget } from './deepLinkTargets';

interface DeepLinkInputProps {
  kindSource?: string;
  valueSource?: string;
  /** Offers "Nothing": a tap leads nowhere (a banner image without a link). */
  allowNone?: boolean;
}

const webUrl = (value: unknown) =>
  typeof value === 'string' && value !== '' && !isWebUrl(value) ? 'app.deep_link.url_helper' : undefined;

/**
 * Where a tap leads (docs/api.md, "Deep links"): the kind, then what it needs: a record
 * of that kind, a web address, or nothing more for the login screen. Changing the kind clears the value.
 */
export function DeepLinkInput({ kindSource = 'targetKind', valueSource = 'targetValue', allowNone = false }: DeepLinkInputProps) {
  const { setValue } = useFormContext();
  const kind = useWatch({ name: kindSource }) as number | null | undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <SelectInput
        source={kindSource}
        label="app.deep_link.kind"
        choices={deepLinkTargetChoices}
        validate={allowNone ? undefined : required()}
        emptyText="app.deep_link.none"
        parse={(value) => (value === '' || value == null ? null : Number(value))}
        onChange={() => setValue(valueSource, null, { shouldDirty: true })}
        sx={{ maxWidth: 600 }}
      />
      {isRecordTarget(kind) && <DeepLinkRecordInput key={kind} source={valueSource} kind={kind} />}
      {isUrlTarget(kind) && (
        <TextInput
          source={valueSource}
          label="app.deep_link.url"
          type="url"
          helperText="app.deep_link.url_helper"
          validate={[required(), webUrl]}
          sx={{ maxWidth: 600 }}
        />
      )}
    </Box>
  );
}
