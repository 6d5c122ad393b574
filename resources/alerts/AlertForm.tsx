import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { maxLength, RadioButtonGroupInput, required, SimpleForm, TextInput } from 'react-admin';
import { AlertButtonType } from '../../contract/enums';
import { InstantInput } from '../../src/components/dateInput/InstantInput';
import { EditorialFlagInput } from '../../src/components/editorial/EditorialFlagInput';
import { AlertButtonInputs } from './AlertButtonInputs';
import { buttonTypeChoices } from './alertChoices';
import { AlertPreview } from './AlertPreview';

/** What a new alert starts with: no buttons, shown from now on, enabled when its author may publish. */
export const newAlert = (status: 'E' | 'D') => ({
  buttonType: AlertButtonType.NONE,
  startAt: new Date().toISOString(),
  endAt: null,
  status,
  targetKind: null,
  targetValue: null,
});

const row = { display: 'flex', columnGap: 2, flexWrap: 'wrap', width: '100%' } as const;

/** The form of both the creation and the edit page, with a live preview beside it (below it on narrow screens). */
export function AlertForm({ toolbar }: { toolbar?: ReactElement | false }) {
  return (
    <SimpleForm toolbar={toolbar} noValidate>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', width: '100%', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 420px', maxWidth: 640, minWidth: 0 }}>
          <TextInput source="title" validate={[required(), maxLength(120)]} />
          <TextInput source="message" multiline minRows={3} validate={[required(), maxLength(1000)]} />
          <RadioButtonGroupInput source="buttonType" choices={buttonTypeChoices} parse={Number} validate={required()} />
          <AlertButtonInputs />
          <Box sx={row}>
            <InstantInput source="startAt" validate={required()} fullWidth={false} sx={{ flex: '1 1 240px' }} />
            <InstantInput
              source="endAt"
              helperText="app.active_window.end_helper"
              fullWidth={false}
              sx={{ flex: '1 1 240px' }}
            />
          </Box>
          <EditorialFlagInput validate={required()} fullWidth={false} sx={{ minWidth: 220 }} />
        </Box>
        <AlertPreview />
      </Box>
    </SimpleForm>
  );
}
