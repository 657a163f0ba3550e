export { appendAudit, verifyAuditChain } from './audit.service';

import type { ModuleManifest } from '../../shared/module';
import { AuditLogSchema } from './audit-log.entity';

/** The hash-chained audit log; other modules append to it inside their own transactions. */
export const auditModule = {
  name: 'audit',
  entities: [AuditLogSchema],
} satisfies ModuleManifest;
