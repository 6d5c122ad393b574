/** The size MUI X draws axis tick labels at, in px. */
const tickFontSize = 12;
/** Wider than most characters at 12 px: an estimate that errs on the side of room, where nothing can measure. */
const fallbackCharWidth = 7.5;

let context: CanvasRenderingContext2D | null | undefined;

/**
 * How wide `label` is drawn as an axis tick label in `fontFamily`, in px: measured on a canvas
 * (which needs no element in the page, so none under the CSP either), estimated without one.
 */
export function tickLabelWidth(label: string, fontFamily: string | undefined): number {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return label.length * fallbackCharWidth;
  context.font = `${tickFontSize}px ${fontFamily ?? 'sans-serif'}`;
  return Math.ceil(context.measureText(label).width);
}

/** The widest of `labels` as tick labels, in px (0 for none). */
export const widestTickLabel = (labels: string[], fontFamily: string | undefined): number =>
  labels.reduce((widest, label) => Math.max(widest, tickLabelWidth(label, fontFamily)), 0);
