// A bench database made ready before the API starts: migrations, the development seed (card
// sets, demo accounts) and hosts whose wallets pay for every game a run starts.
import 'reflect-metadata';
import { loadConfig } from '../../src/config/config';
import { migrate, openOrm } from '../../src/db/open-orm';
import { ENTITIES } from '../../src/modules';
import { createAccount } from '../../src/modules/account';
import { seedDatabase } from '../../src/seed/seed';
import { createLogger } from '../../src/shared/http/logger';

export async function prepareHosts(url: string, dataDir: string, usernames: readonly string[], password: string) {
  const orm = await openOrm({ kind: 'postgres', url }, ENTITIES);
  try {
    await migrate(orm);
    const log = console.log; // the seed prints the demo accounts; stdout is the bench's JSON alone
    console.log = () => undefined;
    try {
      await seedDatabase(orm, loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }), createLogger('silent'));
    } finally {
      console.log = log;
    }
    for (let i = 0; i < usernames.length; i += 10) {
      await Promise.all(
        usernames
          .slice(i, i + 10)
          .map((username) =>
            createAccount(orm, { username, password, role: 'HOST', cardSetId: 1, initialWalletSantim: 1_000_000_000 }),
          ),
      );
    }
  } finally {
    await orm.close(true);
  }
}
