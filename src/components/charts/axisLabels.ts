import { trimTick } from './chartDefaults';

/** An axis value formatter that cuts tick labels to 16 characters and leaves tooltips whole. */
export const tickFormatter =
  <Value,>(format: (value: Value) => string) =>
  (value: Value, context: { location: string }) =>
    context.location === 'tick' ? trimTick(format(value)) : format(value);
