import { Box, Chip } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';
import { worldTerritory } from '../../contract/catalogueRules';
import type { Ebook } from '../../contract/ebooks';
import { calendarDateOf } from '../../src/components/dateRange/presets';
import { useBusinessTimeZone } from '../../src/components/dateRange/useBusinessTimeZone';

/** Territories shown before "+N". */
const shown = 3;

/** Whether a promotion of the book runs on `today`. */
export const promotionRunning = (ebook: Pick<Ebook, 'prices'>, today: string) =>
  ebook.prices.some((price) => price.startsOn !== null && price.startsOn <= today && (price.endsOn === null || price.endsOn >= today));

/** Where the book is sold ("World", "FR, BE, CH +2"), and a chip when a promotion runs today (TIME_ZONE). */
export function TerritoriesField(_props: FieldProps) {
  const translate = useTranslate();
  const timeZone = useBusinessTimeZone();
  const ebook = useRecordContext<Ebook>();
  if (!ebook) return null;
  const names = ebook.territories.map((territory) => (territory === worldTerritory ? translate('resources.e-books.world') : territory));
  const more = names.length - shown;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <span>{names.slice(0, shown).join(', ') + (more > 0 ? ` +${more}` : '')}</span>
      {promotionRunning(ebook, calendarDateOf(new Date(), timeZone)) && (
        <Chip size="small" color="secondary" variant="outlined" label={translate('resources.e-books.promotion')} />
      )}
    </Box>
  );
}
