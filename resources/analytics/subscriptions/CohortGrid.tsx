import type { UseQueryResult } from '@tanstack/react-query';
import { Box, List, ListItem, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { CohortRetention } from '../../../contract/subscriptionFigures';
import { cohortMonths } from '../../../contract/subscriptionFigureRules';
import { useIsPhone } from '../../../src/components/useIsPhone';
import { formatMonth, formatNumber, formatPercent } from '../../../src/format';
import { ExportButton } from './ExportButton';
import { FigureSection } from './FigureSection';
import type { FigureRange } from './subscriptionQueries';

/**
 * A share's shade, darker as more of the cohort stays, with a text colour of at least 5.7:1 on it
 * (the palette's blues, fixed so that the light and dark themes read them alike).
 */
export function shadeOf(share: number): { backgroundColor: string; color: string } {
  if (share >= 0.8) return { backgroundColor: '#0d47a1', color: '#ffffff' };
  if (share >= 0.6) return { backgroundColor: '#1565c0', color: '#ffffff' };
  if (share >= 0.4) return { backgroundColor: '#64b5f6', color: '#000000' };
  if (share >= 0.2) return { backgroundColor: '#bbdefb', color: '#000000' };
  return { backgroundColor: '#e3f2fd', color: '#000000' };
}

const months = Array.from({ length: cohortMonths }, (_, index) => index + 1);

/** Cohorts by month of their first subscribed day: the share of each still subscribed 1 to 12 months after, shaded by value; blank until the month has passed. */
export function CohortGrid({ query, range }: { query: UseQueryResult<CohortRetention>; range: FigureRange }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const label = (key: string, options?: object) => translate(`app.analytics.subscriptions.cohorts.${key}`, options);
  const title = label('title');
  const cohorts = (query.data?.cohorts ?? []).filter((cohort) => cohort.customers > 0);
  let body;
  if (query.isPending) body = <Skeleton variant="rounded" height={240} role="progressbar" aria-label={title} />;
  else if (cohorts.length === 0) body = <Typography sx={{ color: 'text.secondary', py: 2 }}>{translate('app.analytics.subscriptions.none')}</Typography>;
  else if (isPhone)
    body = (
      <List disablePadding aria-label={label('caption')}>
        {cohorts.map((cohort) => (
          <ListItem key={cohort.month} disableGutters divider sx={{ display: 'block', py: 1 }}>
            <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
              {`${formatMonth(cohort.month)} · ${translate('app.punctuation.labelled', { label: label('customers'), value: formatNumber(cohort.customers) })}`}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: 0.5, typography: 'caption' }}>
              {months.map((after, index) => {
                const share = cohort.share[index] ?? null;
                return (
                  <Box key={after} sx={{ position: 'relative', p: 0.5, borderRadius: 1, textAlign: 'center', ...(share === null ? { border: 1, borderColor: 'divider' } : shadeOf(share)) }}>
                    <Box component="dt">{label('after_short', { smart_count: after })}</Box>
                    <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                      {share === null ? <Box component="span" sx={visuallyHidden}>{label('not_yet')}</Box> : formatPercent(share)}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </ListItem>
        ))}
      </List>
    );
  else
    body = (
      // Positioned: the hidden "Not yet" texts stay inside it rather than widen the page.
      <TableContainer tabIndex={0} role="group" aria-label={title} sx={{ position: 'relative' }}>
        <Table size="small" sx={{ '& td, & th': { px: 0.75 } }}>
          <caption style={visuallyHidden}>{label('caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col" rowSpan={2}>
                {label('cohort')}
              </TableCell>
              <TableCell scope="col" rowSpan={2} align="right">
                {label('customers')}
              </TableCell>
              <TableCell scope="colgroup" colSpan={cohortMonths} align="center">
                {translate('app.analytics.subscriptions.cohorts.months_after')}
              </TableCell>
            </TableRow>
            <TableRow>
              {months.map((after) => (
                <TableCell key={after} scope="col" align="center">
                  {after}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {cohorts.map((cohort) => (
              <TableRow key={cohort.month}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMonth(cohort.month)}
                </TableCell>
                <TableCell align="right">{formatNumber(cohort.customers)}</TableCell>
                {months.map((after, index) => {
                  const share = cohort.share[index] ?? null;
                  return (
                    <TableCell key={after} align="center" sx={{ whiteSpace: 'nowrap', ...(share === null ? {} : shadeOf(share)) }}>
                      {share === null ? <Box component="span" sx={visuallyHidden}>{label('not_yet')}</Box> : formatPercent(share)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <FigureSection title={title} error={query.error} actions={<ExportButton query={{ view: 'cohorts', startDate: range.startDate, endDate: range.endDate }} name={title} />}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {label('caption')}
      </Typography>
      {body}
    </FigureSection>
  );
}
