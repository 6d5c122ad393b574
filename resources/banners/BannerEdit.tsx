import { Card, Stack } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../src/components/ConfirmDeleteButton';
import { RecordEdit } from '../../src/components/conflict/RecordEdit';
import { BannerForm } from './BannerForm';
import { BannerImages } from './BannerImages';

const BannerEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ConfirmDeleteButton />
  </Toolbar>
);

/**
 * The banner's fields, saved pessimistically so the server's field errors land on the fields,
 * and below them its images, each changed on its own.
 */
export default function BannerEdit() {
  return (
    <RecordEdit component="div">
      <Stack spacing={2}>
        <Card>
          <BannerForm toolbar={<BannerEditToolbar />} />
        </Card>
        <BannerImages />
      </Stack>
    </RecordEdit>
  );
}
