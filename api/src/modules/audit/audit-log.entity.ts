import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Append-only record of every money movement and account change. Each row's `hash` is
 * SHA-256 over the previous row's hash and this row's canonical content, so editing or
 * deleting any row breaks the chain from there on (`npm run audit:verify`).
 */
export const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  properties: {
    id: p.bigint('number').primary(),
    at: p.datetime(),
    actorId: p.uuid().nullable(),
    action: p.string().length(64),
    subjectType: p.string().length(32),
    subjectId: p.string().length(64),
    data: p.json<Record<string, unknown>>(),
    prevHash: p.string().length(64),
    hash: p.string().length(64),
  },
});

export type AuditLog = InferEntity<typeof AuditLogSchema>;
