/**
 * One bar per period (oldest on the left), losses in red below the axis. Plain SVG: @mantine/charts
 * (recharts, ~116 KB gzip) would push the lazy screens that show a chart over their 150 KB budget.
 */
export interface Bar {
  label: string;
  /** Santim; may be negative. */
  value: number;
}

export function BarChart({
  bars,
  height = 160,
  testId = 'bar-chart',
  label,
  gainColor = '#2f9e44',
}: {
  bars: readonly Bar[];
  height?: number;
  testId?: string;
  label: string;
  gainColor?: string;
}) {
  const W = 600;
  const H = height;
  const pad = 14;
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  const hasLoss = bars.some((b) => b.value < 0);
  const hasGain = bars.some((b) => b.value > 0);
  const zero = hasLoss && hasGain ? H / 2 : hasLoss ? pad : H - pad;
  const room = hasLoss && hasGain ? H / 2 - pad : H - 2 * pad;
  const scale = room / max;
  const bw = W / Math.max(1, bars.length);
  const every = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label} data-testid={testId}>
      <line x1={0} x2={W} y1={zero} y2={zero} stroke="#adb5bd" />
      {bars.map((b, i) => {
        const h = Math.abs(b.value) * scale;
        return (
          <g key={`${b.label}-${i}`}>
            <rect
              x={i * bw + 1}
              width={Math.max(1, bw - 2)}
              y={b.value >= 0 ? zero - h : zero}
              height={Math.max(h, b.value === 0 ? 0 : 1)}
              fill={b.value >= 0 ? gainColor : '#e03131'}
            >
              <title>{`${b.label}: ${Math.round(b.value / 100).toLocaleString('en-US')} ብር`}</title>
            </rect>
            {i % every === 0 && (
              <text
                x={i === 0 ? 0 : i * bw + bw / 2}
                y={H - 2}
                fontSize={10}
                // The first label starts at the left edge: centred on a narrow bar it would be cut off.
                textAnchor={i === 0 ? 'start' : 'middle'}
                fill="#868e96"
              >
                {b.label.slice(-5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
