import { AlertButtonType, alertButtonTypes } from '../../contract/enums';
import { formatDateTime } from '../../src/format';

/** The button types, labelled from `app.alert_button_types` (No buttons, One button, Two buttons). */
export const buttonTypeChoices = alertButtonTypes.map((type) => ({ id: type, name: `app.alert_button_types.${type}` }));

/** How many buttons an alert of a type shows. */
export const buttonCount = (type: unknown): 0 | 1 | 2 =>
  type === AlertButtonType.TWO_BUTTONS ? 2 : type === AlertButtonType.ONE_BUTTON ? 1 : 0;

/** "22 Nov 2026, 09:00" in the reader's locale. */
export const formatMoment = (iso: string) => formatDateTime(iso);
