/** The chart defaults; every chart of the console takes them from here. */
export const chartDefaults = {
  /** Width when the container has not been measured yet, and the height, in px. */
  width: 600,
  height: 400,
  /** Wait this long after the last resize before drawing at the new width. */
  resizeDebounceMs: 200,
  /** Axis tick labels longer than this are cut, with an ellipsis. */
  tickMaxChars: 16,
  /** Space between two bars (or groups of bars), in px. */
  barPadding: 8,
  /** i18n key of the legend's title ('Legend'). */
  legendTitle: 'app.charts.legend',
  /** The chart draws itself in over this long (not under prefers-reduced-motion). */
  animationMs: 750,
} as const;

/**
 * A tick label of more than `chartDefaults.tickMaxChars` characters cut to that many, the last
 * an ellipsis: at the end of a whole word (and never after a dangling "&" or ","), so no label
 * reads as half a word; a single word longer than that is the one thing cut inside.
 */
export function trimTick(label: string, max: number = chartDefaults.tickMaxChars): string {
  if (label.length <= max) return label;
  const head = label.slice(0, max - 1);
  const endsOnWord = /\s/.test(label.charAt(max - 1));
  const words = (endsOnWord ? head : head.replace(/\s+\S*$/, '')).replace(/[\s,;:&/+–—-]+$/u, '');
  return `${words || head}…`;
}

/** The narrowest band, in px, that still draws its bar apart from the next. */
const minBandPx = 4;

/**
 * MUI X bar charts take the gap between bands as a ratio of a band's width: the ratio that
 * makes it `barPadding` px for `bands` bands over `plotWidth` px (bounded to what looks like bars).
 * Bands under `minBandPx` wide (a year of days on a phone) leave no room for any gap: their bars
 * touch, as a histogram's do, rather than shrink to faint hairlines.
 */
export function bandGapRatio(bands: number, plotWidth: number, padding: number = chartDefaults.barPadding): number {
  if (bands <= 0 || plotWidth <= 0) return 0.2;
  if (plotWidth / bands < minBandPx) return 0;
  return Math.min(0.8, Math.max(0.02, (padding * bands) / plotWidth));
}

// Outside the charts' folder, whose chunk is only the charts' screens' (vite.config.ts): a list's amounts show it too.
export { changeFrom } from '../changeFrom';
