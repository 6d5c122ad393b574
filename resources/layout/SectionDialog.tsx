import CheckIcon from '@mui/icons-material/Check';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import {
  BooleanInput,
  Button,
  Form,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { MAX_SECTION_ITEMS } from '../../contract/layoutRules';
import { wholeNumber } from '../../src/components/wholeNumber';
import { fieldsOfKind, kindOf, type SavedSection, type SectionKind, sectionKinds } from './layoutSections';

interface SectionValues {
  kind: SectionKind;
  title: string;
  itemCount: number;
  visible: boolean;
}

const kindChoices = sectionKinds.map((kind) => ({ id: kind, name: `app.content_sections.${kind}` }));
const blank: SectionValues = { kind: 'book', title: '', itemCount: 10, visible: true };

/** Adds a section (no `section`) or edits one: what it shows, its title, how many items, whether it shows. */
export function SectionDialog(props: { section?: SavedSection; onApply: (section: SavedSection) => void; onClose: () => void }) {
  const { section, onApply, onClose } = props;
  const translate = useTranslate();
  const titleId = useId();
  const record = section ? { ...section, kind: kindOf(section) } : blank;
  const apply = (values: Record<string, unknown>) => {
    const { kind, title, itemCount, visible } = values as unknown as SectionValues;
    onApply({ ...fieldsOfKind(kind), title: title.trim(), itemCount, visible });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form record={record} onSubmit={apply} noValidate>
        <DialogTitle id={titleId}>{translate(section ? 'app.layout.edit_title' : 'app.layout.add_title')}</DialogTitle>
        <DialogContent>
          <SelectInput source="kind" label="app.layout.fields.kind" choices={kindChoices} validate={required()} fullWidth />
          <TextInput source="title" label="app.layout.fields.title" validate={[required(), maxLength(100)]} fullWidth />
          <NumberInput
            source="itemCount"
            label="app.layout.fields.itemCount"
            helperText="app.layout.item_count_helper"
            validate={[required(), minValue(1), maxValue(MAX_SECTION_ITEMS), wholeNumber]}
            fullWidth
          />
          <BooleanInput source="visible" label="app.layout.fields.visible" />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="app.layout.apply" icon={<CheckIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
