import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Append-only record of every money movement and account change, in chains (docs/audit.md).
 * Each row's `hash` is SHA-256 over the previous row of its chain's hash and this row's
 * canonical content, so editing, deleting or moving any row breaks its chain there
 * (`npm run audit:verify`). Written with SQL only (audit.service.ts).
 */
export const AuditLogSchema = defineEntity({
  name: 'AuditLog',
  tableName: 'audit_log',
  uniques: [{ name: 'audit_log_chain_seq_unique', properties: ['chain', 'seq'] }],
  properties: {
    id: p.bigint('number').primary(),
    chain: p.string().length(80),
    seq: p.bigint('number'),
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

/** One row per chain: its last sequence number and hash. Its row lock serializes the chain. */
export const AuditChainSchema = defineEntity({
  name: 'AuditChain',
  tableName: 'audit_chain',
  properties: {
    key: p.string().length(80).primary(),
    seq: p.bigint('number'),
    headHash: p.string().length(64),
    updatedAt: p.datetime(),
  },
});

/** A platform anchor: every chain's head at one moment, chained to the anchor before it. */
export const AuditAnchorSchema = defineEntity({
  name: 'AuditAnchor',
  tableName: 'audit_anchor',
  properties: {
    id: p.bigint('number').primary(),
    at: p.datetime(),
    heads: p.json<Record<string, { seq: number; hash: string }>>(),
    prevHash: p.string().length(64),
    hash: p.string().length(64),
  },
});
