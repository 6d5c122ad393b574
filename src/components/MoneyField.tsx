import { Typography } from '@mui/material';
import { type FieldProps, useFieldValue, useRecordContext } from 'react-admin';
import type { Currency } from '../../contract/currencies';
import { formatMoney } from '../format';

/** An amount stored in minor units, shown with the record's currency ("$19.99"). */
export function MoneyField({ currencySource = 'currency', ...props }: FieldProps & { currencySource?: string }) {
  const record = useRecordContext();
  const amount = useFieldValue(props) as number | null | undefined;
  const currency = record?.[currencySource] as Currency | undefined;
  if (amount == null || !currency) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(amount, currency)}
    </Typography>
  );
}
