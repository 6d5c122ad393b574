import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Confirm, HttpError, useNotify, useTranslate } from 'react-admin';
import { type Currency, currencies } from '../../../contract/currencies';
import type { ExchangeRate } from '../../../contract/subscriptionFigures';
import { maxExchangeRate } from '../../../contract/subscriptionFigureRules';
import { call } from '../../../dataProvider/client';
import { formatDay, formatNumber } from '../../../src/format';
import { FigureSection } from './FigureSection';

type Field = 'reportingCurrency' | 'currency' | 'validFrom' | 'rate';
type RateKey = Pick<ExchangeRate, 'reportingCurrency' | 'currency' | 'validFrom'>;

/**
 * The rates amounts are converted at into a reporting currency (docs/api.md "Reporting currency"):
 * each in force from its day until the next one's, so a new rate never changes a past figure. An
 * admin sets one (the same day again replaces it) or removes one, after a confirmation; the
 * figures are asked again at once.
 */
export function ExchangeRates() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const text = (key: string, options?: object) => translate(`app.analytics.subscriptions.rates.${key}`, options);
  const rates = useQuery({ queryKey: ['analytics', 'listExchangeRates'], queryFn: ({ signal }) => call('listExchangeRates', undefined, { signal }) });
  const [reportingCurrency, setReportingCurrency] = useState<Currency>('EUR');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [validFrom, setValidFrom] = useState('');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [removing, setRemoving] = useState<RateKey>();
  const done = () => queryClient.invalidateQueries({ queryKey: ['analytics'] });
  const set = useMutation({
    mutationFn: (input: RateKey & { rate: number }) => call('setExchangeRate', { params: { reportingCurrency: input.reportingCurrency as Currency, currency: input.currency as Currency, validFrom: input.validFrom }, body: { rate: input.rate } }),
    onSuccess: async () => {
      setRate('');
      await done();
      notify('app.analytics.subscriptions.rates.saved', { type: 'success' });
    },
    onError: (error) => {
      const fieldErrors = error instanceof HttpError ? (error.body as { errors?: Partial<Record<Field, string>> } | undefined)?.errors : undefined;
      if (fieldErrors) setErrors(fieldErrors);
      else notify(error.message, { type: 'error' });
    },
  });
  const remove = useMutation({
    mutationFn: (key: RateKey) => call('deleteExchangeRate', { params: { ...key, reportingCurrency: key.reportingCurrency as Currency, currency: key.currency as Currency } }),
    onSuccess: done,
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setRemoving(undefined),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(rate.replace(',', '.'));
    const problems: Partial<Record<Field, string>> = {};
    if (currency === reportingCurrency) problems.currency = text('same_currency');
    if (!validFrom) problems.validFrom = text('day_required');
    if (!(value > 0 && value <= maxExchangeRate)) problems.rate = text('rate_required');
    setErrors(problems);
    if (Object.keys(problems).length === 0) set.mutate({ reportingCurrency, currency, validFrom, rate: value });
  };
  const edit = <Value,>(field: Field, update: (value: Value) => void, value: Value) => {
    update(value);
    setErrors(({ [field]: _dropped, ...others }) => others);
  };
  const currencyField = (field: 'reportingCurrency' | 'currency', value: Currency, update: (value: Currency) => void) => (
    <TextField
      select
      size="small"
      label={text(field)}
      value={value}
      onChange={(event) => edit(field, update, event.target.value as Currency)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      sx={{ width: { xs: '100%', sm: 170 } }}
    >
      {currencies.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
  const all = rates.data ?? [];

  return (
    <FigureSection title={text('title')} error={rates.error}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {text('help')}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        {currencyField('currency', currency, setCurrency)}
        {currencyField('reportingCurrency', reportingCurrency, setReportingCurrency)}
        <TextField
          type="date"
          size="small"
          required
          label={text('validFrom')}
          value={validFrom}
          onChange={(event) => edit('validFrom', setValidFrom, event.target.value)}
          error={Boolean(errors.validFrom)}
          helperText={errors.validFrom}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 180 } }}
        />
        <TextField
          size="small"
          required
          label={text('rate', { currency, reporting: reportingCurrency })}
          value={rate}
          onChange={(event) => edit('rate', setRate, event.target.value)}
          error={Boolean(errors.rate)}
          helperText={errors.rate}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <Button type="submit" variant="contained" disabled={set.isPending} sx={{ mt: 0.25 }}>
          {text('set')}
        </Button>
      </Box>
      {all.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {rates.isPending ? '' : text('none')}
        </Typography>
      ) : (
        <List dense aria-label={text('title')} sx={{ p: 0 }}>
          {all.map((entry) => {
            const described = text('line', { currency: entry.currency, rate: formatNumber(entry.rate), reporting: entry.reportingCurrency, day: formatDay(entry.validFrom) });
            return (
              <ListItem
                key={`${entry.reportingCurrency}-${entry.currency}-${entry.validFrom}`}
                disableGutters
                divider
                secondaryAction={
                  <IconButton edge="end" aria-label={text('remove_named', { rate: described })} onClick={() => setRemoving(entry)}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={described} slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 4 } } }} />
              </ListItem>
            );
          })}
        </List>
      )}
      <Confirm
        isOpen={removing !== undefined}
        loading={remove.isPending}
        title={text('remove_title')}
        content={removing ? text('remove_text', { currency: removing.currency, reporting: removing.reportingCurrency, day: formatDay(removing.validFrom) }) : ''}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(undefined)}
      />
    </FigureSection>
  );
}
