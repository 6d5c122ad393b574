/**
 * Series colours, in order: distinct for the common kinds of colour blindness and readable on
 * the light and the dark theme alike (each at least 3:1 against both backgrounds).
 */
export const seriesColors = ['#1f77b4', '#e07b00', '#2ca02c', '#b2459d', '#d62728', '#17a3b8', '#8c6d31', '#7f7f7f'] as const;

export const colorAt = (index: number): string => seriesColors[index % seriesColors.length]!;
