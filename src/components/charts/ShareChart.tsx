import { formatNumber } from '../../format';
import { PieChart } from '@mui/x-charts/PieChart';
import { chartDefaults } from './chartDefaults';

export interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
}

/** Parts of a whole as a doughnut, centred in the card's width. */
export function ShareChart({ width, slices, height = chartDefaults.height }: { width: number; slices: Slice[]; height?: number }) {
  const radius = Math.max(Math.min(width, height) / 2 - 16, 40);
  return (
    <PieChart
      width={width}
      height={height}
      skipAnimation
      hideLegend
      series={[
        {
          data: slices.map(({ id, label, value, color }) => ({ id, label, value, color })),
          innerRadius: radius * 0.55,
          outerRadius: radius,
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item: { value: number }) => formatNumber(item.value),
        },
      ]}
    />
  );
}
