import type { ReactElement } from 'react';
import { maxLength, maxValue, minValue, NumberInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { InstantInput } from '../../src/components/dateInput/InstantInput';
import { EditorialFlagInput } from '../../src/components/editorial/EditorialFlagInput';
import { FormSection, wide } from '../../src/components/FormSection';
import { wholeNumber } from '../../src/components/wholeNumber';
import { layoutTypeChoices } from './bannerChoices';

/** The banner's own fields, on both the creation and the edit page; its images are managed beside them. */
export function BannerForm({ toolbar }: { toolbar?: ReactElement | false }) {
  return (
    <SimpleForm toolbar={toolbar} noValidate sx={{ maxWidth: 840 }}>
      <FormSection title="resources.ui/banners.sections.banner">
        <TextInput source="title" validate={[required(), maxLength(200)]} sx={wide} />
        <SelectInput source="layoutType" choices={layoutTypeChoices} validate={required()} />
        <NumberInput
          source="position"
          helperText="resources.ui/banners.helpers.position"
          validate={[required(), minValue(1), maxValue(99), wholeNumber]}
        />
        <InstantInput source="startAt" validate={required()} />
        <InstantInput source="endAt" helperText="app.active_window.end_helper" />
        <EditorialFlagInput validate={required()} />
      </FormSection>
    </SimpleForm>
  );
}
