import type { Translation } from '../../definitions/translation';
import type { dateRangeMessages } from './messages';

/** French strings of the date-range selector (app.date_range). */
export const dateRangeMessagesFr: Translation<typeof dateRangeMessages> = {
  label: 'Période',
  // The product's required wording, translated.
  presets: {
    yesterday: 'Hier',
    today: 'Aujourd’hui',
    last7: '7 derniers jours',
    last30: '30 derniers jours',
    custom: 'Personnalisée',
    none: 'Sans filtre',
  },
  calendar: 'Choisir les dates',
  choose_start: 'Choisissez le premier jour',
  choose_end: 'À partir du %{start} : choisissez le dernier jour',
  // The custom range typed rather than clicked (TypedDayRange).
  first_day: 'Premier jour',
  last_day: 'Dernier jour',
  apply: 'Appliquer',
  after_last_day: 'Choisissez un jour jusqu’à aujourd’hui au plus tard',
};
