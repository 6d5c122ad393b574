import { formatChange } from '../../format';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface KpiCardProps {
  /** i18n key of the figure's name. */
  label: string;
  /** The figure as it reads; several lines for amounts in several currencies. */
  value: ReactNode;
  /** The change from the previous period as a fraction (0.12 is +12%), null when not comparable, absent when not shown. */
  change?: number | null;
  /** i18n key of what the change compares with (the previous period). */
  changeLabel?: string;
  /** A line under the value (what it is made of), instead of a change. */
  detail?: ReactNode;
  isPending?: boolean;
}

/** Below the tablet breakpoint key figures sit two to a row: tighter padding and smaller type. */
const compact = {
  content: { p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 3 } } },
  label: { fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
  value: { fontSize: { xs: '1.125rem', sm: '1.5rem' } },
};

/** One key figure: its name, its value and, when given, its change against the previous period. */
export function KpiCard({ label, value, change, changeLabel = 'app.charts.vs_previous', detail, isPending = false }: KpiCardProps) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(label)} sx={{ height: '100%' }}>
      <CardContent sx={compact.content}>
        <Typography variant="body2" component="h2" sx={{ color: 'text.secondary', ...compact.label }}>
          {translate(label)}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'break-word', ...compact.value }}>
          {isPending ? <Skeleton width="60%" /> : value}
        </Typography>
        {change !== undefined && !isPending && <Change change={change} label={translate(changeLabel)} />}
        {/* The line of its change or detail, kept while loading so that nothing below moves when it comes. */}
        {isPending && (
          <Typography variant="body2" sx={{ mt: 0.5, ...compact.label }}>
            <Skeleton width="40%" />
          </Typography>
        )}
        {detail && !isPending && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Change({ change, label }: { change: number | null; label: string }) {
  const translate = useTranslate();
  if (change === null) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {translate('app.charts.no_previous')}
      </Typography>
    );
  }
  const Icon = change > 0 ? TrendingUpIcon : change < 0 ? TrendingDownIcon : TrendingFlatIcon;
  const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, mt: 0.5 }}>
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      <Typography variant="body2" sx={{ color, ...compact.label }}>
        {formatChange(change)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', ...compact.label }}>
        {label}
      </Typography>
    </Box>
  );
}
