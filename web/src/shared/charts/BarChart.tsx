import '../i18n/views.i18n';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { periodLabel } from '../calendar/period-label';
import { formatBirr } from '../money-format';
import { axisTicks } from './axis-ticks';

/**
 * One bar per period (oldest on the left), losses in red below zero, a value axis in Birr on the
 * left and the period under the bars in the viewer's calendar (shared/calendar/period-label).
 * Pointing at or tapping a bar shows its period and exact figure; from the keyboard the chart takes
 * the focus (Tab), the arrow keys walk the bars (Home/End jump to the ends, Escape hides the figure)
 * and the figure is read out as it changes. Plain SVG drawn at the box's
 * own width, so text keeps its size: @mantine/charts (recharts, ~116 KB gzip) would push the lazy
 * screens that show a chart over their 150 KB budget.
 */
export interface Bar {
  /** A period key: 'YYYY-MM-DD', 'YYYY-Wnn' or 'YYYY-MM' (anything else is shown as is). */
  label: string;
  /** Santim (a count with unit 'count'); may be negative. */
  value: number;
}

const FONT = 11;
/** About how wide a label is drawn: Ethiopic letters are near a full em, digits and Latin about 0.6. */
const textWidth = (s: string) => [...s].reduce((w, c) => w + (/[\u1200-\u137F]/.test(c) ? 0.95 : 0.62) * FONT, 0);
const TOP = 8;
const BOTTOM = 20;

export function BarChart({
  bars,
  height = 180,
  testId = 'bar-chart',
  label,
  gainColor = '#2f9e44',
  unit = 'santim',
}: {
  bars: readonly Bar[];
  height?: number;
  testId?: string;
  label: string;
  gainColor?: string;
  /** 'count': plain numbers on the axis and in the tooltip instead of Birr. */
  unit?: 'santim' | 'count';
}) {
  const { i18n, t } = useTranslation();
  const lang = i18n.language;
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [hover, setHover] = useState<number | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => setWidth(Math.max(200, Math.round(el.clientWidth))));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);

  const ticks = axisTicks(
    Math.min(0, ...bars.map((b) => b.value)),
    Math.max(0, ...bars.map((b) => b.value)),
    unit === 'count' ? 1 : 100,
  );
  const tickText = ticks.map((v) =>
    unit === 'count' ? +v.toFixed(2) + '' : Math.round(v / 100).toLocaleString('en-US'),
  );
  const left = 8 + Math.max(...tickText.map(textWidth));
  const plotW = width - left - 4;
  const plotH = height - TOP - BOTTOM;
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 1;
  const y = (v: number) => TOP + ((hi - v) / (hi - lo || 1)) * plotH;
  const bw = plotW / Math.max(1, bars.length);
  const axisLabel = (b: Bar) => periodLabel(b.label, lang, 'axis');
  // As many period labels as fit without touching, kept inside the box: each centred under its bar
  // (pushed in at the edges), drawn only when clear of the one before.
  const ticksX = new Map<number, number>();
  let clearFrom = left;
  bars.forEach((b, i) => {
    const w = textWidth(axisLabel(b));
    const x = Math.min(Math.max(left + i * bw + bw / 2, left + w / 2), width - 4 - w / 2);
    if (x - w / 2 < clearFrom) return;
    ticksX.set(i, x);
    clearFrom = x + w / 2 + 10;
  });
  const shown = hover === null ? null : bars[hover];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = bars.length - 1;
    const at = hover ?? last;
    const next: Record<string, number | null> = {
      ArrowRight: Math.min(last, at + 1),
      ArrowUp: Math.min(last, at + 1),
      ArrowLeft: Math.max(0, at - 1),
      ArrowDown: Math.max(0, at - 1),
      Home: 0,
      End: last,
      Escape: null,
    };
    // Escape with no figure shown is the dialog's (a chart in a modal): it closes it.
    if (!(e.key in next) || last < 0 || (e.key === 'Escape' && hover === null)) return;
    e.preventDefault();
    e.stopPropagation();
    setHover(hover === null && e.key.startsWith('Arrow') ? last : next[e.key]!);
  };

  return (
    <div
      ref={box}
      style={{ position: 'relative', width: '100%' }}
      onMouseLeave={() => setHover(null)}
      // Focus shows the newest period at once; arrows move from there.
      tabIndex={bars.length > 0 ? 0 : undefined}
      aria-label={`${label}: ${t('view.chart.keys')}`}
      data-testid={`${testId}-focus`}
      onFocus={() => setHover((h) => h ?? (bars.length > 0 ? bars.length - 1 : null))}
      onBlur={() => setHover(null)}
      onKeyDown={onKeyDown}
    >
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`${label} (${t('view.chart.axis')})`}
        data-testid={testId}
      >
        {ticks.map((v, i) => (
          <g key={v}>
            <line x1={left} x2={width - 4} y1={y(v)} y2={y(v)} stroke={v === 0 ? '#adb5bd' : '#eef0f2'} />
            <text
              x={left - 4}
              y={y(v) + FONT / 3}
              fontSize={FONT}
              textAnchor="end"
              fill="#868e96"
              data-testid="chart-tick"
            >
              {tickText[i]}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const top = y(Math.max(0, b.value));
          const h = Math.abs(y(b.value) - y(0));
          return (
            <g key={`${b.label}-${i}`}>
              <rect
                x={left + i * bw + 1}
                width={Math.max(1, bw - 2)}
                y={top}
                height={Math.max(h, b.value === 0 ? 0 : 1)}
                fill={b.value >= 0 ? gainColor : '#e03131'}
                opacity={hover === null || hover === i ? 1 : 0.6}
                stroke={hover === i ? '#1c7ed6' : undefined}
                strokeWidth={hover === i ? 2 : undefined}
              />
              {/* The whole column answers the pointer, so a small or zero bar can be pointed at too. */}
              <rect
                x={left + i * bw}
                width={bw}
                y={TOP}
                height={plotH}
                fill="transparent"
                data-testid="chart-bar"
                onMouseEnter={() => setHover(i)}
                onClick={() => setHover(i)}
              />
              {ticksX.has(i) && (
                <text x={ticksX.get(i)} y={height - 5} fontSize={FONT} textAnchor="middle" fill="#868e96">
                  {axisLabel(b)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {shown && hover !== null && (
        <div
          role="tooltip"
          aria-live="polite"
          data-testid="chart-tooltip"
          style={{
            position: 'absolute',
            top: 0,
            left: Math.min(Math.max(0, left + hover * bw + bw / 2 - 80), width - 160),
            width: 160,
            pointerEvents: 'none',
            background: 'var(--mantine-color-body)',
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 6,
            padding: '4px 8px',
            fontSize: 12,
            boxShadow: '0 2px 6px rgba(0,0,0,.12)',
          }}
        >
          <div>{periodLabel(shown.label, lang, 'full')}</div>
          <div style={{ fontWeight: 700, color: shown.value < 0 ? '#e03131' : undefined }}>
            {unit === 'count' ? shown.value.toLocaleString('en-US') : formatBirr(shown.value, { whole: false })}
          </div>
        </div>
      )}
    </div>
  );
}
