import type { Logger } from 'pino';
import type { AppConfig } from '../../config/config';
import type { Orm } from '../../db/orm';
import { AccountSchema } from '../account/account.entity';
import { createAccount } from '../account/create-account';
import { ensureDefaultCardSets } from '../card/card-set.service';

export const DEMO_HOST_WALLET_SANTIM = 5_000 * 100;

/**
 * Start-up data. Card sets always (they are reference data). Accounts only into an empty
 * database: demo accounts in development; in production only the first super admin, and only
 * from SUPER_ADMIN_USERNAME / SUPER_ADMIN_PASSWORD.
 */
export async function seedDatabase(orm: Orm, config: AppConfig, logger: Logger): Promise<void> {
  const em = orm.em.fork();
  await ensureDefaultCardSets(em);
  if ((await em.count(AccountSchema, {})) > 0) return;

  if (config.nodeEnv === 'production') {
    if (config.superAdminUsername && config.superAdminPassword) {
      await createAccount(orm, { username: config.superAdminUsername, password: config.superAdminPassword, role: 'SUPER_ADMIN' });
      logger.info({ username: config.superAdminUsername }, 'created the first super admin');
    } else {
      logger.warn('No accounts yet. Set SUPER_ADMIN_USERNAME and SUPER_ADMIN_PASSWORD, or run `npm run create-super-admin -- <username>`.');
    }
    return;
  }

  const password = config.demoPassword;
  await createAccount(orm, { username: 'superadmin', password, role: 'SUPER_ADMIN' });
  await createAccount(orm, { username: 'demo', password, role: 'HOST', cardSetId: 1, initialWalletSantim: DEMO_HOST_WALLET_SANTIM });
  const shown = config.demoPassword === 'demo1234' ? 'demo1234' : '(the DEMO_PASSWORD you set)';
  console.log(
    [
      '',
      'Demo accounts created:',
      `  super admin  superadmin / ${shown}`,
      `  host         demo / ${shown}   (Cartella 1, wallet 5,000 Birr)`,
      '',
    ].join('\n'),
  );
}
