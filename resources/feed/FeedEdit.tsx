import { Card, type Theme, useMediaQuery } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmDeleteButton } from '../../src/components/ConfirmDeleteButton';
import { RecordEdit } from '../../src/components/conflict/RecordEdit';
import { feedListPath } from './feedChoices';
import { FeedForm } from './FeedForm';
import { FeedPicture } from './FeedPicture';

const FeedEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ConfirmDeleteButton redirect={() => feedListPath} />
  </Toolbar>
);

/** The picture sits beside the form on wide screens and below it on narrow ones. */
const PictureAside = () => (
  <Card sx={{ ml: 2, flex: '0 0 360px', alignSelf: 'flex-start' }}>
    <FeedPicture />
  </Card>
);

export default function FeedEdit() {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'));
  return (
    <RecordEdit redirect={() => feedListPath} aside={wide ? <PictureAside /> : undefined}>
      <FeedForm toolbar={<FeedEditToolbar />} />
      {!wide && <FeedPicture />}
    </RecordEdit>
  );
}
