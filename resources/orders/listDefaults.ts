import { calendarPresetRange, defaultDatePreset, presetRange } from '../../src/components/dateRange/presets';
import type { ListDefaults } from '../types';

/**
 * The orders list as it opens: newest first, 25 a page, the last 7 days in the business time zone
 * (counted from `today`, the business day, when given: the first paint's way, src/firstPaint/).
 */
export const orderListDefaults = (timeZone: string, today?: string): ListDefaults => ({
  sort: { field: 'createdAt', order: 'DESC' },
  perPage: 25,
  filter: today ? calendarPresetRange(defaultDatePreset, today) : presetRange(defaultDatePreset, new Date(), timeZone),
});
