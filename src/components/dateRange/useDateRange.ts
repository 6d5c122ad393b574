import { useState } from 'react';
import { type DatePreset, defaultDatePreset, type DateRange, presetRange } from './presets';
import { useBusinessTimeZone } from './useBusinessTimeZone';

/** A date range held by a page, starting at a preset (Last 7 Days unless another default is given). */
export function useDateRange(initial: DatePreset = defaultDatePreset) {
  const timeZone = useBusinessTimeZone();
  return useState<DateRange>(() => presetRange(initial, new Date(), timeZone) ?? { startDate: null, endDate: null });
}
