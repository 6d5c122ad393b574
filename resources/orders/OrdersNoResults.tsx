import { Box, Typography } from '@mui/material';
import { Button, ListNoResults, useListContext, useTranslate } from 'react-admin';

/**
 * The orders list with nothing to show under its filters. With a period set, it says the period may
 * be why and offers to search all dates: the other filters and the search stay. Without one,
 * react-admin's own message, which offers to clear the filters.
 */
export function OrdersNoResults() {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  if (!filterValues.startDate && !filterValues.endDate) return <ListNoResults />;
  const allDates = () => {
    const others = Object.entries(filterValues as Record<string, unknown>).filter(([key]) => key !== 'startDate' && key !== 'endDate');
    setFilters(Object.fromEntries(others), displayedFilters);
  };
  return (
    <Box role="status" sx={{ px: 2, py: 3, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2">{translate('resources.orders.no_results_in_period')}</Typography>
      <Button variant="outlined" label="resources.orders.search_all_dates" onClick={allDates} />
    </Box>
  );
}
