import { BarChart } from '../../shared/charts/BarChart';
import type { DayProfit } from './report-rows';

/** The operator report's daily profit, oldest on the left, losses in red. */
export function ProfitChart({ rows }: { rows: readonly DayProfit[] }) {
  const bars = [...rows].reverse().map((d) => ({ label: d.day, value: d.profit }));
  return <BarChart bars={bars} testId="profit-chart" label="profit chart" gainColor="#f76707" />;
}
