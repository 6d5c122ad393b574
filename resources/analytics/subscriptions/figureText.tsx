import { Box } from '@mui/material';
import type { Currency } from '../../../contract/currencies';
import type { CurrencyAmount } from '../../../src/components/money';
import { formatMoneyChange, formatPercent } from '../../../src/format';

/** A rate or share, or a dash when there was nothing to divide by. */
export const rateText = (rate: number | null) => (rate === null ? '—' : formatPercent(rate));

/** Changes of amounts of several currencies, each signed, one a line; a dash when there was none. */
export function SignedAmounts({ amounts }: { amounts: CurrencyAmount[] }) {
  if (amounts.length === 0) return <>—</>;
  return (
    <>
      {amounts.map((item) => (
        <Box component="span" key={item.currency} sx={{ display: 'block' }}>
          {formatMoneyChange(item.amount, item.currency as Currency)}
        </Box>
      ))}
    </>
  );
}
