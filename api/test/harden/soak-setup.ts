import { PGlite } from '@electric-sql/pglite';
import { migrate, openOrm, type DatabaseTarget } from '../../src/db/open-orm';
import { ENTITIES } from '../../src/modules';
import { createAccount } from '../../src/modules/account';
import { ensureDefaultCardSets } from '../../src/modules/card';
import { seedDemoAccounts } from '../../src/seed/seed';
import { signIn } from './soak-http';

export const SOAK_PASSWORD = 'soak-pass-123';
/** Every host starts with 1,000,000 Birr, far more than a soak can spend on fees. */
export const OPENING_SANTIM = 1_000_000_00;
/** Free-game slots per host, already due (5 minutes apart, the newest 1 minute old). */
export const FREE_SLOTS_PER_HOST = 3;

export interface SoakHost {
  username: string;
  id: string;
  token: string;
  stepUp: string;
  /** Inside owner.hawassa's prefix: the owner may top it up from the group's super account. */
  hawassa: boolean;
}

export interface SoakActors {
  hosts: SoakHost[];
  superAdmin: { token: string; stepUp: string };
  owner: { token: string; stepUp: string };
}

type PreparedHost = Omit<SoakHost, 'token' | 'stepUp'>;

/**
 * Builds the soak's database before the server first opens it: migrations, the demo accounts
 * (super admin, owner.hawassa), `count` hosts with an opening balance (a fifth of them inside
 * the hawassa group's prefix) and free-game slots that are already due, so starts during the
 * soak become free games (the API only schedules slots in the future, on 5-minute steps).
 * `template`: a migrated PGlite data-dir tarball to start from (the test suite's), to skip
 * the migrations.
 */
export async function prepareSoakDatabase(
  target: { dataDir: string } | { url: string },
  count: number,
  runId: string,
  template?: Blob,
): Promise<PreparedHost[]> {
  let pglite: PGlite | undefined;
  let dbTarget: DatabaseTarget;
  if ('url' in target) dbTarget = { kind: 'postgres', url: target.url };
  else if (template) {
    pglite = await PGlite.create({ dataDir: target.dataDir, loadDataDir: template });
    dbTarget = { kind: 'pglite-instance', pglite };
  } else dbTarget = { kind: 'pglite', dataDir: target.dataDir };
  const orm = await openOrm(dbTarget, ENTITIES);
  try {
    await migrate(orm);
    await ensureDefaultCardSets(orm.em.fork());
    await seedDemoAccounts(orm, process.env.DEMO_PASSWORD ?? 'demo1234');
    const hosts: PreparedHost[] = [];
    for (let i = 0; i < count; i++) {
      const hawassa = i % 5 === 0;
      const username = `${hawassa ? 'hawassa' : ''}soak${runId}h${String(i).padStart(2, '0')}`;
      const account = await createAccount(orm, {
        username,
        password: SOAK_PASSWORD,
        role: 'HOST',
        cardSetId: 1,
        initialWalletSantim: OPENING_SANTIM,
      });
      hosts.push({ username, id: account.id, hawassa });
    }
    const conn = orm.em.getConnection();
    for (const host of hosts) {
      for (let k = 0; k < FREE_SLOTS_PER_HOST; k++) {
        await conn.execute(
          "insert into free_game_slot (id, host_id, scheduled_at, status, created_at) values (?, ?, now() - make_interval(mins => ?), 'SCHEDULED', now())",
          [crypto.randomUUID(), host.id, 1 + 5 * k],
        );
      }
    }
    return hosts;
  } finally {
    await orm.close(true);
    await pglite?.close();
  }
}

/** Signs everyone in over HTTP, with step-up tokens for wallet changes, bonuses and schedules. */
export async function signInSoakActors(baseUrl: string, hosts: PreparedHost[]): Promise<SoakActors> {
  const demo = process.env.DEMO_PASSWORD ?? 'demo1234';
  return {
    superAdmin: await signIn(baseUrl, 'superadmin', demo),
    owner: await signIn(baseUrl, 'owner.hawassa', demo),
    hosts: await Promise.all(hosts.map(async (h) => ({ ...h, ...(await signIn(baseUrl, h.username, SOAK_PASSWORD)) }))),
  };
}
