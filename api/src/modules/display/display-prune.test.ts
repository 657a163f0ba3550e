import { describe, expect, it } from 'vitest';
import { PAIRING_FAILURE_WINDOW_MS } from '@bingo/core';
import { PRUNERS } from '../../modules';
import { useTestOrm } from '../../../test/helpers/test-orm';
import { PRUNE_GRACE_MS } from '../../shared/housekeeping';
import { createAccount } from '../account';

// Housekeeping of room displays (display-prune.sql.ts), on the real database: what no rule reads any
// more goes a day later; what a rule may still read stays.

const db = useTestOrm();
const sql = db.sql;
const NOW = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;

describe('display housekeeping', () => {
  it('deletes expired codes, old failed attempts and expired displays a day on; keeps the rest', async () => {
    const host = await createAccount(db.orm, {
      username: 'prune-host',
      password: 'prune-pass-1',
      role: 'HOST',
      cardSetId: 1,
    });
    const code = (hash: string, expiresAt: Date) =>
      sql(`insert into display_pairing (host_id, code_hash, expires_at, created_at) values (?, ?, ?, ?)`, [
        host.id,
        hash,
        expiresAt,
        ago(30 * 24 * HOUR),
      ]);
    await code('old-code', ago(PRUNE_GRACE_MS + HOUR));
    await code('recent-code', ago(HOUR));
    const attempt = (address: string, at: Date) =>
      sql(`insert into display_pair_attempt (address, created_at) values (?, ?)`, [address, at]);
    await attempt('10.0.0.1', ago(PRUNE_GRACE_MS + PAIRING_FAILURE_WINDOW_MS + HOUR));
    await attempt('10.0.0.2', ago(PRUNE_GRACE_MS));
    const device = (id: string, expiresAt: Date) =>
      sql(
        `insert into display_device (id, host_id, token_hash, name, user_agent, address, paired_at, last_seen_at, expires_at)
         values (?, ?, ?, 'hall', 'ua', '10.0.0.1', ?, ?, ?)`,
        [id, host.id, `hash-${id}`, ago(40 * 24 * HOUR), ago(40 * 24 * HOUR), expiresAt],
      );
    await device('00000000-0000-4000-8000-000000000001', ago(PRUNE_GRACE_MS + HOUR));
    await device('00000000-0000-4000-8000-000000000002', ago(HOUR));

    const pruner = PRUNERS.find((p) => p.module === 'display')!;
    expect(await pruner.prune(db.orm, NOW)).toBe(3);
    expect(await sql('select code_hash from display_pairing')).toEqual([{ code_hash: 'recent-code' }]);
    expect(await sql('select address from display_pair_attempt')).toEqual([{ address: '10.0.0.2' }]);
    expect(await sql('select id from display_device')).toEqual([{ id: '00000000-0000-4000-8000-000000000002' }]);
    expect(await pruner.prune(db.orm, NOW)).toBe(0);
  });
});
