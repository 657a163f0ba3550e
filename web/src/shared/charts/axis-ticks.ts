/**
 * The value axis of a chart in santim: about four steps of a round number of whole Birr (1, 2 or
 * 5 × 10ⁿ), from at or below `min` to at or above `max`, always through zero.
 */
export function axisTicks(min: number, max: number, steps = 4): number[] {
  const lo = Math.min(0, min);
  // Nothing but zeros: a few Birr of axis, so the chart still reads as one.
  const hi = Math.max(0, max) === lo ? lo + 100 * steps : Math.max(0, max);
  const span = hi - lo;
  const raw = Math.max(100, span / steps);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let v = Math.floor(lo / step) * step; v < hi + step; v += step) {
    ticks.push(v);
    if (v >= hi) break;
  }
  return ticks;
}
