export { IDEMPOTENCY_HEADER, KEY_REUSED, idempotentTransaction } from './idempotency';
export type { ResultCodec } from './idempotency';

import type { ModuleManifest } from '../../shared/module';
import { IdempotencyKeySchema } from './idempotency.entity';

export const idempotencyModule = {
  name: 'idempotency',
  entities: [IdempotencyKeySchema],
} satisfies ModuleManifest;
