import crypto from 'node:crypto';
import { canonicalJson } from '../../shared/db/canonical-json';

export const GENESIS_HASH = '0'.repeat(64);

/** The chain the single, global chain of before partitioning became (docs/audit.md#legacy-chain). */
export const LEGACY_CHAIN = 'legacy';
/** Platform-level actions: settings, presets, tokens, groups, anything not about one account. */
export const PLATFORM_CHAIN = 'platform';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
  /**
   * The chain this entry joins. Left out: an entry about an account joins that account's chain
   * (`account:<id>`), any other the platform chain. Game entries name their host's chain.
   */
  chain?: string;
}

/** The chain of a wallet-owning account (a host, an owner, the super admin). */
export const accountChain = (accountId: string): string => `account:${accountId}`;

export function chainOf(entry: AuditEntry): string {
  if (entry.chain) return entry.chain;
  return entry.subjectType === 'account' ? accountChain(entry.subjectId) : PLATFORM_CHAIN;
}

export interface StoredEntry extends Omit<AuditEntry, 'chain'> {
  chain: string;
  seq: number;
  at: Date;
  prevHash: string;
}

/**
 * SHA-256 over the previous entry's hash and this entry's canonical content. The chain and the
 * sequence number are part of the content, so moving a row to another chain or place is
 * detected; the legacy chain keeps the formula its rows were written with.
 */
export function auditHash(entry: StoredEntry): string {
  const content: Record<string, unknown> = {
    at: entry.at.toISOString(),
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    data: entry.data,
  };
  if (entry.chain !== LEGACY_CHAIN) Object.assign(content, { chain: entry.chain, seq: entry.seq });
  return sha256(entry.prevHash, canonicalJson(content));
}

export interface ChainHead {
  seq: number;
  hash: string;
}

/** An anchor's hash: the previous anchor's, its time and every chain head it records. */
export function anchorHash(anchor: { at: Date; heads: Record<string, ChainHead>; prevHash: string }): string {
  return sha256(anchor.prevHash, canonicalJson({ at: anchor.at.toISOString(), heads: anchor.heads }));
}

function sha256(prev: string, content: string): string {
  return crypto.createHash('sha256').update(prev).update('\n').update(content).digest('hex');
}
