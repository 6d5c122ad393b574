import { useTranslate } from 'react-admin';
import type { KpiCardProps } from '../../src/components/charts/KpiCard';
import { calendarDateOf } from '../../src/components/dateRange/presets';
import { useBusinessTimeZone } from '../../src/components/dateRange/useBusinessTimeZone';

/** A period's figures as the API answers them: its last day, and those of the period before. */
interface Compared {
  endDate: string;
}

/**
 * A figure's change against the period before, or why there is none: a period that ends today
 * (the business day, not over yet) holds part of a day where the period before holds a whole one,
 * and the analytics are kept by whole days, so no like-for-like comparison exists. Rather than a
 * change that falls every morning (-95% at 10 am), the card says that the comparison comes once
 * the day is over.
 */
export function periodChange<Data extends Compared>(
  data: Data | undefined,
  today: string,
  change: (data: Data) => number | null,
): { change?: number | null; notOver?: true } {
  if (!data) return {};
  if (data.endDate >= today) return { notOver: true };
  return { change: change(data) };
}

/** periodChange as a KpiCard's props: its change, or a line saying why it has none yet. */
export function usePeriodChange() {
  const translate = useTranslate();
  const today = calendarDateOf(new Date(), useBusinessTimeZone());
  return <Data extends Compared>(data: Data | undefined, change: (data: Data) => number | null): Pick<KpiCardProps, 'change' | 'detail'> => {
    const compared = periodChange(data, today, change);
    return compared.notOver ? { detail: translate('app.analytics.change_after_today') } : { change: compared.change };
  };
}
