// What the API instances saw of a platform run, read from their own /metrics (readable from this
// machine) before and after it: how many starts and checks each instance itself took over 100 ms
// to answer (from reading the request to sending the answer), beside the client's count of the
// same, and each instance's garbage collections and event-loop stalls over the run. A slow answer
// the client counts and no instance does was late outside the handler: queued in a stalled event
// loop, on the wire, or in the client's own loop.
import { EVENT_LOOP_SAMPLE_MS } from '../../src/modules/metrics/metrics';

/** One sample of a Prometheus text exposition: a metric's name, its labels and its value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = SAMPLE.exec(line.trim());
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** An instance's metrics now. Reading them also starts its event-loop histogram afresh (prom-client resets it). */
export async function readMetrics(url: string): Promise<Sample[]> {
  const res = await fetch(`${url}/metrics`);
  if (!res.ok) throw new Error(`metrics of ${url}: ${res.status}`);
  return parseMetrics(await res.text());
}

type Match = (labels: Record<string, string>) => boolean;

const sum = (samples: Sample[], name: string, match: Match) =>
  samples.filter((s) => s.name === name && match(s.labels)).reduce((n, s) => n + s.value, 0);

const DURATION = 'bingo_http_request_duration_seconds';

const isStart: Match = (l) => l.operation === 'StartGame' && l.status === '200';
const isCheck: Match = (l) =>
  l.route === '/game/isWinner/:gameId/:cardNumber' && (l.status === '200' || l.status === '409');

/** The run as each instance saw it (`before` and `after`: its metrics then). */
export function serverView(before: Sample[][], after: Sample[][]) {
  const instances = after.map((a, i) => {
    const b = before[i]!;
    /** How much the counters `match` picks (summed) grew over the run. */
    const grew = (name: string, match: Match) => sum(a, name, match) - sum(b, name, match);
    /** Requests `match` picks answered in the run, and those the instance took over 100 ms to answer. */
    const slow = (match: Match) => {
      const answered = grew(`${DURATION}_count`, match);
      return { answered, over100Ms: answered - grew(`${DURATION}_bucket`, (l) => match(l) && l.le === '0.1') };
    };
    const gc = (kind: string, field: 'count' | 'sum') =>
      grew(`nodejs_gc_duration_seconds_${field}`, (l) => l.kind === kind);
    const starts = slow(isStart);
    const checks = slow(isCheck);
    // The server samples its loop once every EVENT_LOOP_SAMPLE_MS: a sample's value is that interval plus its delay.
    const lateMs = (name: string) => Math.max(0, Math.round(sum(a, name, () => true) * 1000) - EVENT_LOOP_SAMPLE_MS);
    return {
      startsAnswered: starts.answered,
      startsOver100Ms: starts.over100Ms,
      checksAnswered: checks.answered,
      checksOver100Ms: checks.over100Ms,
      majorGcs: gc('major', 'count'),
      majorGcMs: Math.round(gc('major', 'sum') * 1000),
      minorGcMs: Math.round(gc('minor', 'sum') * 1000),
      eventLoopDelayP99Ms: lateMs('nodejs_eventloop_lag_p99_seconds'),
      eventLoopDelayMaxMs: lateMs('nodejs_eventloop_lag_max_seconds'),
    };
  });
  return { instances };
}
