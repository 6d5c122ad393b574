import { defaultDatePreset, presetRange } from '../../src/components/dateRange/presets';
import type { ListDefaults } from '../types';

/** The orders list as it opens: newest first, 25 a page, the last 7 days in the business time zone. */
export const orderListDefaults = (timeZone: string): ListDefaults => ({
  sort: { field: 'createdAt', order: 'DESC' },
  perPage: 25,
  filter: presetRange(defaultDatePreset, new Date(), timeZone),
});
