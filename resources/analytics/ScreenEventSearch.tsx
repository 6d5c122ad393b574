import { formatNumber } from '../../src/format';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BarsChart, ChartCard, colorAt } from '../../src/components/charts';
import { AnalyticsGrid } from './AnalyticsGrid';
import { ScreenEventCategoryTable } from './ScreenEventCategoryTable';
import { useAnalytics } from './useAnalytics';

/** The spec's autocomplete delay: the search goes out 300 ms after the last key. */
const searchDelayMs = 300;

/** The screen-event categories of the last 30 days, searched by name: their screen views and events, top screens and actions. */
export function ScreenEventSearch() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setCategory(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useAnalytics('searchScreenEventCategories', { category: category || undefined });
  const rows = query.data ?? [];
  const bars = [
    { label: translate('app.analytics.visitors.screenViews'), color: colorAt(0), data: rows.map((row) => row.screenViews) },
    { label: translate('app.analytics.visitors.events'), color: colorAt(1), data: rows.map((row) => row.events) },
  ];
  const search = (
    <TextField
      size="small"
      type="search"
      label={translate('app.analytics.events.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
  return (
    <AnalyticsGrid min={440}>
      <ChartCard
        title="app.analytics.events.categories"
        isPending={query.isPending}
        error={query.error}
        empty={rows.length === 0}
        legend={bars}
        toolbar={search}
        figures={{
          columns: [translate('app.analytics.events.category'), ...bars.map((bar) => bar.label)],
          rows: rows.map((row) => ({ key: row.category, cells: [row.category, formatNumber(row.screenViews), formatNumber(row.events)] })),
        }}
      >
        {(width) => <BarsChart width={width} layout="horizontal" categories={rows.map((row) => row.category)} series={bars} />}
      </ChartCard>
      <ScreenEventCategoryTable rows={rows} isPending={query.isPending} />
    </AnalyticsGrid>
  );
}
