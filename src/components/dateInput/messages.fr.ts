import type { Translation } from '../../definitions/translation';
import type { dateInputMessages } from './messages';

/** French strings of the date and time inputs (app.date_input). */
export const dateInputMessagesFr: Translation<typeof dateInputMessages> = {
  time_zone: 'Fuseau horaire : %{timeZone}',
  incomplete_date_time: 'Saisissez une date et une heure complètes',
  incomplete_date: 'Saisissez une date complète',
};
