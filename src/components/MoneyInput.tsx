import { NumberInput, type NumberInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Currency } from '../../contract/currencies';
import { toMajor, toMinor } from '../format';

/**
 * An amount the API keeps in minor units (`price: 1999`), typed as people read it (19.99) in
 * the currency chosen in `currencySource`, rounded to its smallest unit. Its bounds are
 * validators (`minValue(0)`), never HTML `min`/`step`: the browser would refuse the form with its
 * own bubble instead of the field's inline error.
 */
export function MoneyInput({ currencySource = 'currency', ...props }: NumberInputProps & { currencySource?: string }) {
  const currency = (useWatch({ name: currencySource }) as Currency | undefined) ?? 'USD';
  return (
    <NumberInput
      format={(value: number | null | undefined) => (value == null ? '' : toMajor(value, currency))}
      parse={(value: string) => (value === '' ? null : toMinor(Number(value), currency))}
      {...props}
    />
  );
}
