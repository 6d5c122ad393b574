import { Divider } from '@mui/material';
import { Edit, SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../src/components/ConfirmDeleteButton';
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
    <Edit mutationMode="pessimistic">
      <AlertForm toolbar={<AlertEditToolbar />} />
      <Divider />
      <AlertImage />
    </Edit>
  );
}
