import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../contract/currencies';
import { formatChange, formatMoney } from '../format';
import { amountOf, type CurrencyAmount, largestFirst } from './money';
import { changeFrom } from './changeFrom';

export interface MoneyAmountsProps {
  amounts: CurrencyAmount[];
  /** The same amounts of the period before: each line then carries its own change. */
  previous?: CurrencyAmount[];
  /** i18n key of what the changes compare with. */
  changeLabel?: string;
  /** One amount a line, without the margins that set amounts apart side by side: a column of figures aligned right. */
  stacked?: boolean;
}

/**
 * Amounts of several currencies, the largest first (never added up), side by side where they fit;
 * with `previous`, each with its own change, as a change across currencies would mean nothing.
 * Beyond two currencies the others follow the largest in the body's smaller type, side by side
 * where they fit: a phone's first screen keeps every figure of the dashboard, whatever currencies
 * the day sold in.
 */
export function MoneyAmounts({ amounts, previous, changeLabel = 'app.charts.vs_previous', stacked = false }: MoneyAmountsProps) {
  const translate = useTranslate();
  if (amounts.length === 0) return <>{translate('app.charts.no_amount')}</>;
  const [largest, ...others] = largestFirst(amounts);
  const compact = others.length > 1;
  const amount = (item: CurrencyAmount, small: boolean) => (
    <Box
      component="span"
      key={item.currency}
      sx={{
        ...(small
          ? { display: 'inline-block', mr: 1.5, typography: 'body2', fontWeight: 500 }
          : // Without changes, amounts share a line where they fit, each whole.
            { display: previous ? 'block' : 'inline-block', mr: previous ? 0 : 1.5 }),
        ...(stacked && { display: 'block', mr: 0, whiteSpace: 'nowrap' }),
      }}
    >
      {formatMoney(item.amount, item.currency as Currency)}
      {previous && <LineChange change={changeFrom(amountOf(previous, item.currency), item.amount)} />}
    </Box>
  );
  return (
    <>
      {amount(largest!, false)}
      {compact ? (
        <Box component="span" sx={{ display: 'block' }}>
          {others.map((item) => amount(item, true))}
        </Box>
      ) : (
        others.map((item) => amount(item, false))
      )}
      {previous && (
        <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
          {translate(changeLabel)}
        </Box>
      )}
    </>
  );
}

function LineChange({ change }: { change: number | null }) {
  if (change === null) return null;
  const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  return (
    // A block of its own in the line: on a narrow card it wraps whole, never as "+56." and "8%".
    <Box component="span" sx={{ typography: 'body2', fontWeight: 500, color, ml: 1, display: 'inline-block' }}>
      {formatChange(change)}
    </Box>
  );
}
