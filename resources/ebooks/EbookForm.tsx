import { useMemo } from 'react';
import {
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  AutocompleteArrayInput,
  TextInput,
  Toolbar,
  } from 'react-admin';
import type { EbookInput } from '../../contract/ebooks';
import { PublicationKind } from '../../contract/enums';
import { InstantInput } from '../../src/components/dateInput/InstantInput';
import { EditorialFlagInput } from '../../src/components/editorial/EditorialFlagInput';
import { useNewRecordFlag } from '../../src/components/editorial/useMayPublish';
import { MoneyInput } from '../../src/components/MoneyInput';
import { wholeNumber } from '../../src/components/wholeNumber';
import { EbookCategoryInput } from './EbookCategoryInput';
import { currencyChoices, languageChoices } from './ebookChoices';
import { FormSection, wide } from '../../src/components/FormSection';
import { EbookTypeInput } from './EbookTypeInput';
import { validIsbn } from './ebookValidation';
import { MagazineBrandInput } from './MagazineBrandInput';
import { AccessibilityInputs } from './AccessibilityInputs';
import { ContributorsInput, firstContributor } from './ContributorsInput';
import { PricesInput } from './PricesInput';
import { SubjectsInput } from './SubjectsInput';
import { territoryChoices } from './ebookChoices';
import { EpubProposals } from './EpubProposals';

const defaultValues: Partial<EbookInput> = {
  type: PublicationKind.BOOK,
  contributors: firstContributor as EbookInput['contributors'],
  territories: ['WORLD'],
  prices: [],
  subjects: [],
  language: 'en',
  currency: 'USD',
  premium: false,
};

/**
 * The e-book's own fields, for create and edit. Changes the edit page keeps when the record
 * refreshes after a file upload: only untouched fields take the server's values.
 */
export function EbookForm() {
  // A new book is enabled when its author may publish it, else a draft (docs/api.md "Editorial workflow").
  const status = useNewRecordFlag();
  const defaults = useMemo(() => ({ ...defaultValues, status }), [status]);
  return (
    <SimpleForm
      noValidate
      defaultValues={defaults}
      // A wrong ISBN or a missing title shows as the field is left, not only on Save.
      mode="onBlur"
      resetOptions={{ keepDirtyValues: true }}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      sx={{ gap: 2 }}
    >
      <EpubProposals />
      <FormSection title="resources.e-books.sections.details">
        <TextInput source="title" validate={[required(), maxLength(200)]} sx={wide} />
        <TextInput source="subtitle" validate={maxLength(200)} sx={wide} />
        <ContributorsInput />
        <TextInput source="description" multiline minRows={4} validate={maxLength(5000)} sx={wide} />
      </FormSection>
      <FormSection title="resources.e-books.sections.classification">
        <EbookTypeInput />
        <EbookCategoryInput />
        <MagazineBrandInput />
        <SelectInput source="language" choices={languageChoices()} translateChoice={false} validate={required()} />
        <SubjectsInput />
        <TextInput source="series.name" validate={maxLength(200)} />
        <TextInput source="series.number" validate={maxLength(20)} />
        <TextInput source="publisher" validate={maxLength(200)} />
        <TextInput source="imprint" validate={maxLength(200)} />
      </FormSection>
      <FormSection title="resources.e-books.sections.publishing">
        <TextInput source="isbn" validate={validIsbn} helperText="resources.e-books.helpers.isbn" />
        <InstantInput source="publicationDate" dateOnly />
        <MoneyInput source="price" validate={[required(), minValue(0)]} />
        <SelectInput source="currency" choices={currencyChoices} translateChoice={false} validate={required()} />
        <NumberInput source="pageCount" validate={[minValue(1), maxValue(100_000), wholeNumber]} />
        <NumberInput source="wordCount" validate={[minValue(1), maxValue(10_000_000), wholeNumber]} />
        <EditorialFlagInput validate={required()} />
        <BooleanInput source="premium" helperText="resources.e-books.helpers.premium" />
      </FormSection>
      <FormSection title="resources.e-books.sections.sales">
        <AutocompleteArrayInput
          source="territories"
          choices={territoryChoices()}
          translateChoice={false}
          validate={required()}
          helperText="resources.e-books.helpers.territories"
          sx={wide}
        />
        <PricesInput />
        <InstantInput source="preorderFrom" dateOnly helperText="resources.e-books.helpers.preorderFrom" />
        <InstantInput source="embargoUntil" dateOnly helperText="resources.e-books.helpers.embargoUntil" />
      </FormSection>
      <FormSection title="resources.e-books.sections.accessibility">
        <AccessibilityInputs />
      </FormSection>
    </SimpleForm>
  );
}
