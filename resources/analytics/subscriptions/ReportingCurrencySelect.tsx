import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Currency, currencies } from '../../../contract/currencies';

/** The currency MRR and its movements are shown in: as paid (each in its own), or converted into one (docs/api.md "Reporting currency"). */
export function ReportingCurrencySelect({ value, onChange }: { value: Currency | undefined; onChange: (value: Currency | undefined) => void }) {
  const translate = useTranslate();
  return (
    // Its own width at every size (the theme widens fields to the row on phones).
    <Box sx={{ width: 160 }}>
      <TextField
        select
        fullWidth
        size="small"
        label={translate('app.analytics.subscriptions.reporting_currency')}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Currency | undefined)}
        title={translate('app.analytics.subscriptions.reporting_help')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('app.analytics.subscriptions.as_paid')}</MenuItem>
        {currencies.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {currency}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
