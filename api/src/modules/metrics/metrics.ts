import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Process-wide metrics: one Node process is one Prometheus target, so default process metrics
 * and the request and wallet counters live in one registry per process. Per-app metrics (the
 * active games gauge, which needs the app's database) join it in metrics.http.ts.
 */
export const processRegistry = new Registry();
/**
 * The event-loop delay histogram samples on a timer (perf_hooks.monitorEventLoopDelay): at
 * prom-client's default 10 ms that is 100 wake-ups a second, measured at ~3 ms of CPU per second
 * of an idle server (docs/operations.md#metrics). One sample a second still shows a stalled loop in
 * `nodejs_eventloop_lag_p99_seconds` and `…_max_seconds`; `nodejs_eventloop_lag_seconds` is measured
 * at each scrape regardless.
 */
export const EVENT_LOOP_SAMPLE_MS = 1000;
collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });

const LABELS = ['method', 'route', 'status', 'operation'] as const;

export const httpRequests = new Counter({
  name: 'bingo_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern, status and GraphQL operation name',
  labelNames: LABELS,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'bingo_http_request_duration_seconds',
  help: 'HTTP request latency in seconds, by method, route pattern, status and GraphQL operation name',
  labelNames: LABELS,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

export const walletOperations = new Counter({
  name: 'bingo_wallet_operations_total',
  help: 'Committed wallet movements (ledger rows), by kind',
  labelNames: ['kind'],
  registers: [processRegistry],
});
