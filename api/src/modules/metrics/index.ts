export { walletOperations } from './metrics';
export { createHttpMetrics } from './metrics.http';

import type { ModuleManifest } from '../../shared/module';

/** Prometheus metrics; the composition root mounts its HTTP side (createHttpMetrics). */
export const metricsModule = { name: 'metrics' } satisfies ModuleManifest;
