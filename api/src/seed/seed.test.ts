import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CARD_SET_SEEDS, cardSetChecksum, generateCardSet } from '@bingo/core';
import { loadConfig } from '../config/config';
import { migrate, openOrm, type Orm } from '../db/open-orm';
import { ENTITIES } from '../modules';
import { createLogger } from '../shared/http/logger';
import { AccountSchema } from '../modules/account';
import { LedgerEntrySchema } from '../modules/account';
import { CardSetSchema } from '../modules/card';
import { CardSchema } from '../modules/card';
import { verifyPassword } from '../shared/auth/password';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { DEMO_HOST_WALLET_SANTIM, seedDatabase } from './seed';

const logger = createLogger('silent');
let db: TestDatabase | undefined;
let orm: Orm | undefined;

async function freshOrm(): Promise<Orm> {
  db = await createTestDatabase();
  orm = await openOrm(db.target, ENTITIES);
  await migrate(orm);
  return orm;
}

afterEach(async () => {
  await orm?.close(true);
  await db?.drop();
  orm = undefined;
  db = undefined;
});

describe('seeding an empty database', () => {
  it('creates the demo super admin and the demo host with 5,000 Birr explained by the ledger', async () => {
    const orm = await freshOrm();
    await seedDatabase(orm, loadConfig({ NODE_ENV: 'development' }), logger);
    const em = orm.em.fork();
    const admin = await em.findOneOrFail(AccountSchema, { username: 'superadmin' });
    const host = await em.findOneOrFail(AccountSchema, { username: 'demo' }, { populate: ['cardSet'] });
    expect(admin.role).toBe('SUPER_ADMIN');
    expect(host.role).toBe('HOST');
    expect(host.cardSet?.id).toBe(1);
    expect(host.walletBalance).toBe(DEMO_HOST_WALLET_SANTIM);
    const ledger = await em.find(LedgerEntrySchema, { account: host });
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(host.walletBalance);
    expect(await verifyPassword(host.passwordHash, 'demo1234')).toBe(true);
    expect(host.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('uses DEMO_PASSWORD when set', async () => {
    const orm = await freshOrm();
    await seedDatabase(orm, loadConfig({ NODE_ENV: 'development', DEMO_PASSWORD: 'another-pass' }), logger);
    const host = await orm.em.fork().findOneOrFail(AccountSchema, { username: 'demo' });
    expect(await verifyPassword(host.passwordHash, 'another-pass')).toBe(true);
    expect(await verifyPassword(host.passwordHash, 'demo1234')).toBe(false);
  });

  it('never seeds demo accounts in production; creates the first super admin only from the environment', async () => {
    const orm = await freshOrm();
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    await seedDatabase(orm, loadConfig(production), logger);
    expect(await orm.em.fork().count(AccountSchema, {})).toBe(0);

    const first = { ...production, SUPER_ADMIN_USERNAME: 'root', SUPER_ADMIN_PASSWORD: 'Long-enough-pass-7' };
    await seedDatabase(orm, loadConfig(first), logger);
    const accounts = await orm.em.fork().find(AccountSchema, {});
    expect(accounts.map((a) => [a.username, a.role])).toEqual([['root', 'SUPER_ADMIN']]);

    // A restart with other values changes nothing: the account is never overwritten.
    await seedDatabase(orm, loadConfig({ ...first, SUPER_ADMIN_PASSWORD: 'Another-pass-99' }), logger);
    await seedDatabase(orm, loadConfig({ ...first, SUPER_ADMIN_USERNAME: 'root2' }), logger);
    const after = await orm.em.fork().find(AccountSchema, {});
    expect(after.map((a) => [a.username, a.passwordHash])).toEqual([['root', accounts[0]!.passwordHash]]);
    expect(await verifyPassword(after[0]!.passwordHash, 'Long-enough-pass-7')).toBe(true);
  });

  it('refuses a weak first super admin password with the reason, creating nothing', async () => {
    const orm = await freshOrm();
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SUPER_ADMIN_USERNAME: 'root' };
    for (const [password, reason] of [
      ['change-me', 'at least 12 characters'],
      ['long-enough-pass', 'three of'],
      ['Root-password-1', 'must not contain the username'],
    ]) {
      await expect(
        seedDatabase(orm, loadConfig({ ...production, SUPER_ADMIN_PASSWORD: password! }), logger),
      ).rejects.toThrow(new RegExp(`SUPER_ADMIN_PASSWORD is too weak: .*${reason}`));
    }
    await expect(
      seedDatabase(
        orm,
        loadConfig({ ...production, SUPER_ADMIN_USERNAME: 'Root Admin', SUPER_ADMIN_PASSWORD: 'Long-enough-pass-7' }),
        logger,
      ),
    ).rejects.toThrow(/SUPER_ADMIN_USERNAME "Root Admin" is not a valid username/);
    expect(await orm.em.fork().count(AccountSchema, {})).toBe(0);
  });

  it('does not seed accounts into a database that has some', async () => {
    const orm = await freshOrm();
    const config = loadConfig({ NODE_ENV: 'development' });
    await seedDatabase(orm, config, logger);
    await orm.em.fork().nativeDelete(LedgerEntrySchema, {});
    await orm.em.fork().nativeDelete(AccountSchema, { username: 'demo' });
    await seedDatabase(orm, config, logger);
    expect(await orm.em.fork().count(AccountSchema, { username: 'demo' })).toBe(0);
  });
});

describe('card sets', () => {
  it('stores Cartella 1 and 2 exactly as the rules core generates them from the fixed seeds', async () => {
    const orm = await freshOrm();
    await seedDatabase(orm, loadConfig({ NODE_ENV: 'development' }), logger);
    const em = orm.em.fork();
    for (const id of [1, 2] as const) {
      const set = await em.findOneOrFail(CardSetSchema, { id });
      const expected = generateCardSet(DEFAULT_CARD_SET_SEEDS[id], 100);
      expect(set.name).toBe(`Cartella ${id}`);
      expect(set.checksum).toBe(cardSetChecksum(expected));
      const stored = await em.find(CardSchema, { cardSet: id }, { orderBy: { paletteNumber: 'asc' } });
      expect(stored.map((c) => ({ paletteNumber: c.paletteNumber, numbers: c.numbers }))).toEqual(expected);
    }
  });
});
