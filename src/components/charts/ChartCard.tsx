import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { DeferredMount } from '../DeferredMount';
import { chartDefaults } from './chartDefaults';
import { ChartLegend, type LegendItem } from './ChartLegend';
import { FiguresTable, type Figures } from './FiguresTable';
import { useChartWidth } from './useChartWidth';

export interface ChartCardProps {
  /** i18n key of the chart's title. */
  title: string;
  /** A line under the title: what the figures cover, when the title cannot say it all. */
  subtitle?: string;
  /** Its data is loading: a placeholder of the chart's size. */
  isPending: boolean;
  error?: Error | null;
  /** Nothing to draw over the period: a message instead of an empty chart. */
  empty: boolean;
  legend?: LegendItem[];
  figures: Figures;
  /** Draws the chart at the width the card has. */
  children: (width: number) => ReactNode;
  height?: number;
  /** Controls beside the title (a granularity switch, a filter). */
  toolbar?: ReactNode;
}

/**
 * A chart in a card, as every analytics screen shows one: its title, the chart drawn in over
 * 750 ms at the card's width (re-measured 200 ms after a resize), the titled legend, and the
 * same figures as a table under "Show figures"; a placeholder while loading, the error, or
 * "No data for this period".
 */
// What the legend (a caption and a line of marks) and the "Show figures" toggle take, in px.
const legendHeight = 44;
const figuresToggleHeight = 48;

export function ChartCard({ title, subtitle, isPending, error, empty, legend = [], figures, children, height = chartDefaults.height, toolbar }: ChartCardProps) {
  const translate = useTranslate();
  const { ref, width } = useChartWidth();
  const titleId = useId();
  const label = translate(title);
  let body: ReactNode;
  // Named as what it stands for, a progress bar (a name on a bare span is not allowed). It takes the
  // room of the chart, its legend and "Show figures", so nothing below moves when they are drawn.
  const placeholder = (
    <Box role="progressbar" aria-label={translate('app.charts.loading', { title: label })}>
      <Skeleton variant="rounded" height={height} />
      {legend.length > 0 && <Skeleton width="40%" height={legendHeight} sx={{ mt: 1 }} />}
      <Box sx={{ height: figuresToggleHeight, mt: 1 }} />
    </Box>
  );
  if (isPending) body = placeholder;
  else if (error) body = <Alert severity="error">{error.message}</Alert>;
  else if (empty)
    body = (
      <Box sx={{ height: Math.min(height, 160), display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
        <Typography>{translate('app.charts.empty')}</Typography>
      </Box>
    );
  else
    body = (
      // The chart is drawn in a pass of its own, after the answer's (docs/architecture.md "Rendering a screen").
      <DeferredMount fallback={placeholder}>
        <Box role="img" aria-label={translate('app.charts.chart_of', { title: label })} sx={drawIn}>
          {children(width)}
        </Box>
        <ChartLegend items={legend} />
        <Accordion disableGutters elevation={0} sx={{ mt: 1, '&::before': { display: 'none' } }} slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
            <Typography variant="body2">{translate('app.charts.show_figures')}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0 }}>
            <FiguresTable figures={figures} caption={translate('app.charts.figures_of', { title: label })} />
          </AccordionDetails>
        </Accordion>
      </DeferredMount>
    );
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {label}
          </Typography>
          {toolbar}
        </Box>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -0.5, mb: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box ref={ref} sx={{ width: '100%', minWidth: 0 }}>
          {body}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The spec's 750 ms entrance: the chart is revealed from the left (MUI X's own 300 ms animation is skipped). */
const drawIn = {
  '@keyframes chartDrawIn': { from: { clipPath: 'inset(0 100% 0 0)' }, to: { clipPath: 'inset(0 0 0 0)' } },
  animation: `chartDrawIn ${chartDefaults.animationMs}ms ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
};
