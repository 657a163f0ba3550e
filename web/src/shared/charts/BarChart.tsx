import { Box, type MantineColor } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** One bar per period (oldest on the left), losses in red below the axis. */
export interface Bar {
  label: string;
  /** Santim; may be negative. */
  value: number;
}

export interface BarChartProps {
  bars: readonly Bar[];
  height?: number;
  /** On the chart once it has drawn (e2e tests wait for it). */
  testId?: string;
  label: string;
  /** The colour of gains (losses are red). */
  gainColor?: MantineColor;
}

// The chart library (recharts, ~115 KB gzip) is its own chunk, fetched when a chart first shows:
// the screens that have a chart open with their tables, and the chart follows.
const ProfitBarChart = lazy(() => import('./ProfitBarChart'));

/** A profit bar chart; keeps its height while the chart code loads. */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Box h={props.height ?? 160} aria-busy="true" aria-label={props.label} />}>
      <ProfitBarChart {...props} />
    </Suspense>
  );
}
