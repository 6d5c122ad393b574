import { Box } from '@mui/material';
import { maxLength, required, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DeepLinkInput } from '../../src/components/deepLink/DeepLinkInput';
import { buttonCount } from './alertChoices';

const label = [required(), maxLength(40)];

/** The button labels and where the first button leads, only for the types that have buttons. */
export function AlertButtonInputs() {
  const buttons = buttonCount(useWatch({ name: 'buttonType' }));
  if (buttons === 0) return null;
  return (
    <>
      <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap', width: '100%' }}>
        <TextInput
          source="buttonLabel"
          helperText="resources.ui/alerts.helpers.buttonLabel"
          validate={label}
          fullWidth={false}
          sx={{ flex: '1 1 240px' }}
        />
        {buttons === 2 && (
          <TextInput
            source="secondButtonLabel"
            helperText="resources.ui/alerts.helpers.secondButtonLabel"
            validate={label}
            fullWidth={false}
            sx={{ flex: '1 1 240px' }}
          />
        )}
      </Box>
      <DeepLinkInput kindSource="targetKind" valueSource="targetValue" />
    </>
  );
}
