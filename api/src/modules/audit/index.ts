export { appendAudit, chainHeadsRead, useLockedHeads } from './audit.service';
export { accountChain } from './audit-hash';
export { verifyAuditChain } from './audit-verify';
export { anchorAuditChains, scheduleAuditAnchors } from './audit-anchor';

import type { ModuleManifest } from '../../shared/module';
import { AuditAnchorSchema, AuditChainSchema, AuditLogSchema } from './audit-log.entity';

/**
 * The hash-chained audit log, partitioned into chains (per wallet-owning account, one for the
 * platform) and anchored (docs/audit.md); other modules append inside their own transactions.
 */
export const auditModule = {
  name: 'audit',
  entities: [AuditLogSchema, AuditChainSchema, AuditAnchorSchema],
} satisfies ModuleManifest;
