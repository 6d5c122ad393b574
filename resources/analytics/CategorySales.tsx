import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useEbookCategories } from '../ebooks/useEbookCategories';
import { AnalyticsGrid } from './AnalyticsGrid';
import { CategoryShareChart } from './CategoryShareChart';
import { CategoryTable } from './CategoryTable';
import { useAnalytics } from './useAnalytics';

/** Book purchases by e-book category over the period: the shares as a doughnut, every category as a sortable table. */
export function CategorySales({ startDate, endDate }: { startDate: string; endDate: string }) {
  const translate = useTranslate();
  const [category, setCategory] = useState<number | ''>('');
  const { data: categories = [] } = useEbookCategories(undefined);
  const query = useAnalytics('getCategoryStatistics', { startDate, endDate, category: category || undefined });
  const picker = (
    <TextField
      select
      size="small"
      label={translate('app.analytics.categories.category')}
      value={category}
      onChange={(event) => setCategory(event.target.value === '' ? '' : Number(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{translate('app.analytics.categories.all')}</MenuItem>
      {categories.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <AnalyticsGrid min={440}>
      <CategoryShareChart query={query} toolbar={picker} />
      {/* A new period or category starts again at the first page. */}
      <CategoryTable key={`${startDate}/${endDate}/${category}`} startDate={startDate} endDate={endDate} category={category || null} />
    </AnalyticsGrid>
  );
}
