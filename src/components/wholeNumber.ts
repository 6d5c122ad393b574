/**
 * A react-admin validator: a whole number, or nothing (`required()` says whether it may be empty).
 * Number inputs use it, and `minValue`/`maxValue`, instead of the HTML `step`, `min` and `max`,
 * which make the browser refuse the form with its own bubble rather than the field's inline error.
 */
export const wholeNumber = (value: unknown) =>
  value == null || value === '' || Number.isInteger(value) ? undefined : 'app.validation.whole_number';
