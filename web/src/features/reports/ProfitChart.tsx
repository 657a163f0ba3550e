import type { DayProfit } from './report-rows';

/** A bar chart of daily profit in SVG (no chart library); oldest on the left, losses in red. */
export function ProfitChart({ rows }: { rows: readonly DayProfit[] }) {
  const data = [...rows].reverse();
  const W = 600;
  const H = 160;
  const pad = 4;
  const max = Math.max(1, ...data.map((d) => Math.abs(d.profit)));
  const hasLoss = data.some((d) => d.profit < 0);
  const zero = hasLoss ? H / 2 : H - pad;
  const scale = (hasLoss ? H / 2 - pad : H - 2 * pad) / max;
  const bw = W / Math.max(1, data.length);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label="profit chart" data-testid="profit-chart">
      <line x1={0} x2={W} y1={zero} y2={zero} stroke="#adb5bd" />
      {data.map((d, i) => {
        const h = Math.abs(d.profit) * scale;
        return (
          <rect key={d.day} x={i * bw + 1} width={Math.max(1, bw - 2)} y={d.profit >= 0 ? zero - h : zero} height={h} fill={d.profit >= 0 ? '#f76707' : '#e03131'}>
            <title>{`${d.day}: ${Math.round(d.profit / 100)} ብር`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
