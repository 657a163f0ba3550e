import { describe, expect, it } from 'vitest';
import { PRUNERS } from '../../modules';
import { useTestOrm } from '../../../test/helpers/test-orm';
import { PRUNE_GRACE_MS } from '../../shared/housekeeping';
import { FAILURE_WINDOW_MS, SignInGuard } from './sign-in-guard';

// Housekeeping of sign-in records (sign-in-prune.sql.ts), on the real database: attempts and blocks
// that no limit counts any more go a day later; pruning never lifts a block or a count in force.

const db = useTestOrm();
const sql = db.sql;
const NOW = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;

describe('sign-in housekeeping', () => {
  it('deletes attempts and ended blocks past the window and a day; a current block and its failures stay', async () => {
    const attempt = (address: string, at: Date) =>
      sql(`insert into login_attempt (address, username, success, created_at) values (?, 'someone', false, ?)`, [
        address,
        at,
      ]);
    const block = (key: string, until: Date) =>
      sql(`insert into sign_in_block (kind, key, blocked_until, created_at) values ('ADDRESS', ?, ?, ?)`, [
        key,
        until,
        ago(PRUNE_GRACE_MS * 3),
      ]);
    const old = ago(PRUNE_GRACE_MS + FAILURE_WINDOW_MS + MINUTE);
    await attempt('10.0.0.1', old);
    await block('10.0.0.1', old);
    for (let i = 0; i < 3; i++) await attempt('10.0.0.2', ago(MINUTE));
    await block('10.0.0.2', new Date(NOW.getTime() + 10 * MINUTE));

    const pruner = PRUNERS.find((p) => p.module === 'security')!;
    expect(await pruner.prune(db.orm, NOW)).toBe(2);
    expect(await sql('select address from login_attempt')).toEqual(Array(3).fill({ address: '10.0.0.2' }));
    expect(await sql('select key from sign_in_block')).toEqual([{ key: '10.0.0.2' }]);
    // The block in force still refuses its address.
    await expect(new SignInGuard(db.orm, () => NOW).assertAddressAllowedCached('10.0.0.2')).rejects.toMatchObject({
      code: 'ADDRESS_BLOCKED',
    });
  });
});
