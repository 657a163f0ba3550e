/**
 * The value axis of a chart: about four steps of a round number (1, 2 or 5 × 10ⁿ) no smaller than
 * `unit` (100: whole Birr of santim; 1: a count), from at or below `min` to at or above `max`,
 * always through zero.
 */
export function axisTicks(min: number, max: number, unit = 100, steps = 4): number[] {
  const lo = Math.min(0, min);
  // Nothing but zeros: a few units of axis, so the chart still reads as one.
  const hi = Math.max(0, max) === lo ? lo + unit * steps : Math.max(0, max);
  const span = hi - lo;
  const raw = Math.max(unit, span / steps);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let v = Math.floor(lo / step) * step; v < hi + step; v += step) {
    ticks.push(v);
    if (v >= hi) break;
  }
  return ticks;
}
