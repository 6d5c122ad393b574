import { Divider } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../src/components/ConfirmDeleteButton';
import { RecordEdit } from '../../src/components/conflict/RecordEdit';
import { AlertForm } from './AlertForm';
import { AlertImage } from './AlertImage';

const AlertEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ConfirmDeleteButton />
  </Toolbar>
);

/** The form, then the image, which is uploaded on its own (it is not part of the saved body). */
export default function AlertEdit() {
  return (
    <RecordEdit>
      <AlertForm toolbar={<AlertEditToolbar />} />
      <Divider />
      <AlertImage />
    </RecordEdit>
  );
}
