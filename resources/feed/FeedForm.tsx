import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { FormDataConsumer, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { InstantInput } from '../../src/components/dateInput/InstantInput';
import { EnabledFlagInput } from '../../src/components/EnabledFlag';
import { FeedBodyInput } from './FeedBodyInput';
import { contentTypeChoices } from './feedChoices';
import { FeedTagsInput } from './FeedTagsInput';

/** What a new entry starts with: news, published now, enabled. */
export const newFeedEntry = () => ({ contentType: 'news', publishAt: new Date().toISOString(), status: 'E', tags: [] });

/** The form of both the creation and the edit page. */
export function FeedForm({ toolbar }: { toolbar?: ReactElement | false }) {
  return (
    <SimpleForm toolbar={toolbar} noValidate sx={{ maxWidth: 840 }}>
      <TextInput source="title" validate={required()} sx={{ maxWidth: 800 }} />
      <FeedBodyInput />
      <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap', width: '100%', maxWidth: 800 }}>
        <SelectInput source="contentType" choices={contentTypeChoices} validate={required()} fullWidth={false} sx={{ minWidth: 220 }} />
        <FormDataConsumer<{ contentType?: string }>>
          {({ formData }) =>
            formData.contentType === 'videos' && (
              <TextInput source="videoUrl" type="url" fullWidth={false} sx={{ flex: '1 1 280px', maxWidth: 560 }} />
            )
          }
        </FormDataConsumer>
      </Box>
      <FeedTagsInput />
      <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap', width: '100%', maxWidth: 800 }}>
        <InstantInput source="publishAt" validate={required()} fullWidth={false} sx={{ minWidth: 260 }} />
        <EnabledFlagInput validate={required()} fullWidth={false} sx={{ minWidth: 220 }} />
      </Box>
    </SimpleForm>
  );
}
