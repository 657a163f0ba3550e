import '@mantine/charts/styles.layer.css';
import { BarChart as MantineBarChart } from '@mantine/charts';
import type { BarChartProps } from './BarChart';

const birr = (n: number) => `${n.toLocaleString('en-US')} ብር`;

/** The chart itself (@mantine/charts on recharts), loaded on demand by <BarChart>. */
export default function ProfitBarChart({ bars, height = 160, testId = 'bar-chart', label, gainColor = 'green.8' }: BarChartProps) {
  const data = bars.map((b) => ({ label: b.label, birr: Math.round(b.value / 100) }));
  return (
    <MantineBarChart
      h={height}
      data={data}
      dataKey="label"
      series={[{ name: 'birr', label, color: gainColor }]}
      getBarColor={(value) => (value < 0 ? 'red.8' : gainColor)}
      valueFormatter={birr}
      xAxisProps={{ tickFormatter: (l: string) => String(l).slice(-5) }}
      gridAxis="y"
      tickLine="none"
      withYAxis={false}
      tooltipAnimationDuration={0}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}
