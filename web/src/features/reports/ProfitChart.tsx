import { BarChart } from '../../shared/charts/BarChart';
import type { DayProfit } from './report-rows';

/** Daily profit, oldest on the left, losses in red. */
export function ProfitChart({ rows }: { rows: readonly DayProfit[] }) {
  return <BarChart bars={[...rows].reverse().map((d) => ({ label: d.day, value: d.profit }))} label="profit chart" testId="profit-chart" gainColor="orange.7" />;
}
