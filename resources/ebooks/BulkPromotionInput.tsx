import { Autocomplete, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkParams } from '../../src/definitions/types';
import { territoryChoices } from './ebookChoices';

type Choice = ReturnType<typeof territoryChoices>[number];

/** The territory of a promotion bulk action: the world and the countries, found by typing. */
export function TerritoryPicker({ value, onChange, label, helperText }: { value: Choice | null; onChange: (choice: Choice | null) => void; label: string; helperText?: string }) {
  return (
    <Autocomplete
      options={territoryChoices()}
      value={value}
      onChange={(_event, choice) => onChange(choice)}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} margin="normal" />}
    />
  );
}

/**
 * The promotion of the e-books' `set-promotion` bulk action (docs/api.md "Catalogue metadata"),
 * chosen in its confirmation: a territory, how much off, its first and last days.
 */
export default function BulkPromotionInput({ onChange }: { onChange: (params: BulkParams | undefined) => void }) {
  const translate = useTranslate();
  const [territory, setTerritory] = useState<Choice | null>(null);
  const [percentOff, setPercentOff] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const percent = Number(percentOff);
  const valid = territory !== null && Number.isInteger(percent) && percent >= 1 && percent <= 90 && startsOn !== '' && (endsOn === '' || endsOn >= startsOn);
  useEffect(() => {
    onChange(valid ? { promotion: { territory: territory.id as never, percentOff: percent, startsOn, endsOn: endsOn || null } } : undefined);
  }, [valid, territory, percent, startsOn, endsOn, onChange]);
  return (
    <Stack>
      <TerritoryPicker value={territory} onChange={setTerritory} label={translate('app.bulk.confirm.territory')} />
      <TextField
        type="number"
        margin="normal"
        label={translate('app.bulk.confirm.percent_off')}
        value={percentOff}
        onChange={(event) => setPercentOff(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: 90, step: 1 } }}
      />
      <TextField type="date" margin="normal" label={translate('app.bulk.confirm.starts_on')} value={startsOn} onChange={(event) => setStartsOn(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="date" margin="normal" label={translate('app.bulk.confirm.ends_on')} value={endsOn} onChange={(event) => setEndsOn(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}
