import { formatNumber, formatPercent } from '../../src/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CategoryStatistics } from '../../contract/analytics';
import { ChartCard, colorAt, seriesColors, ShareChart } from '../../src/components/charts';

/** Each category's share of the book purchases; past the palette's colours, the rest is one "Other" slice. */
export function CategoryShareChart({ query, toolbar }: { query: UseQueryResult<CategoryStatistics>; toolbar: ReactNode }) {
  const translate = useTranslate();
  const categories = (query.data?.categories ?? []).filter((category) => category.orders > 0);
  const shown = categories.slice(0, seriesColors.length - 1);
  const rest = categories.slice(shown.length).reduce((sum, category) => sum + category.orders, 0);
  const slices = shown.map((category, index) => ({ id: String(category.categoryId), label: category.name, value: category.orders, color: colorAt(index) }));
  if (rest > 0) slices.push({ id: 'other', label: translate('app.analytics.categories.other'), value: rest, color: colorAt(seriesColors.length - 1) });
  return (
    <ChartCard
      title="app.analytics.categories.share"
      isPending={query.isPending}
      error={query.error}
      empty={categories.length === 0}
      legend={slices}
      toolbar={toolbar}
      figures={{
        columns: [translate('app.analytics.categories.category'), translate('app.analytics.orders.orders'), translate('app.analytics.categories.share_column')],
        rows: categories.map((category) => ({
          key: String(category.categoryId),
          cells: [category.name, formatNumber(category.orders), formatPercent(category.share)],
        })),
      }}
    >
      {(width) => <ShareChart width={width} slices={slices} />}
    </ChartCard>
  );
}
