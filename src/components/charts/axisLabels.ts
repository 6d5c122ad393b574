import { trimTick } from './chartDefaults';

/** An axis value formatter that cuts tick labels to 16 characters and leaves tooltips whole. */
export const tickFormatter =
  <Value,>(format: (value: Value) => string) =>
  (value: Value, context: { location: string }) =>
    context.location === 'tick' ? trimTick(format(value)) : format(value);

/** Room between two tick labels, in px. */
export const tickLabelGap = 12;

/**
 * Which of `count` points (days, bars) `spacing` px apart carry a labelled tick, so that labels
 * `labelWidth` px wide never overlap: every n-th, counted back from the last, so the latest day
 * is always named and the others fall at a steady rhythm (MUI X's own choice, first come first
 * kept, could leave the latest day unnamed).
 */
export function labelledTicks(count: number, spacing: number, labelWidth: number, gap: number = tickLabelGap): (index: number) => boolean {
  const every = spacing > 0 ? Math.max(1, Math.ceil((labelWidth + gap) / spacing)) : count;
  return (index) => (count - 1 - index) % every === 0;
}

/**
 * The margin a chart keeps right of its plot for the last tick label, centred on the plot's
 * right edge, to be drawn whole (MUI X cuts a label that would cross the chart's edge); never
 * below MUI X's default of 20 px.
 */
export const edgeRoomFor = (labelWidth: number): number => Math.max(20, Math.ceil(labelWidth / 2) + 4);
