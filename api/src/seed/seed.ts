import type { Logger } from 'pino';
import type { AppConfig } from '../config/config';
import type { Orm } from '../shared/db/orm';
import { AccountSchema } from '../modules/account';
import { createAccount } from '../modules/account';
import { ensureDefaultCardSets } from '../modules/card';
import { createOwnerGroup } from '../modules/account';
import { AnnouncementService } from '../modules/announcement';
import { weakPasswordReason } from '@bingo/core';
import { USERNAME_PATTERN } from '../shared/validation/common';

export const DEMO_HOST_WALLET_SANTIM = 5_000 * 100;

/**
 * Start-up data. Card sets always (they are reference data). Accounts only into an empty
 * database: demo accounts in development; in production only the first super admin, and only
 * from SUPER_ADMIN_USERNAME / SUPER_ADMIN_PASSWORD.
 */
export async function seedDatabase(orm: Orm, config: AppConfig, logger: Logger): Promise<{ demoCreated: boolean }> {
  const em = orm.em.fork();
  await ensureDefaultCardSets(em);
  if (config.nodeEnv === 'production') {
    await seedFirstSuperAdmin(orm, config, logger);
    return { demoCreated: false };
  }
  if ((await em.count(AccountSchema, {})) > 0) return { demoCreated: false };

  await seedDemoAccounts(orm, config.demoPassword);
  const shown = config.demoPassword === 'demo1234' ? 'demo1234' : '(the DEMO_PASSWORD you set)';
  console.log(
    [
      '',
      'Demo accounts created:',
      `  super admin  superadmin / ${shown}`,
      `  host         demo / ${shown}   (Cartella 1, wallet 5,000 Birr)`,
      `  owners       owner.hawassa, owner.ale / ${shown}`,
      `  their hosts  hawassa1, hawassa2, ale1 / ${shown}`,
      '',
    ].join('\n'),
  );
  return { demoCreated: true };
}

/**
 * docs/roles-and-accounts.md#production-start: SUPER_ADMIN_USERNAME / SUPER_ADMIN_PASSWORD create the
 * first super admin on a database without accounts. On every later start they are ignored (an
 * existing account is never overwritten). A weak password stops the start with the reason.
 */
async function seedFirstSuperAdmin(orm: Orm, config: AppConfig, logger: Logger): Promise<void> {
  const { superAdminUsername: username, superAdminPassword: password } = config;
  if ((await orm.em.fork().count(AccountSchema, {})) > 0) {
    if (username) logger.info({ username }, 'accounts exist: SUPER_ADMIN_USERNAME/SUPER_ADMIN_PASSWORD are ignored');
    return;
  }
  if (!username || !password) {
    logger.warn(
      'No accounts yet. Set SUPER_ADMIN_USERNAME and SUPER_ADMIN_PASSWORD, or run `npm run create-super-admin -- <username>`.',
    );
    return;
  }
  if (!USERNAME_PATTERN.test(username)) {
    throw new Error(
      `SUPER_ADMIN_USERNAME "${username}" is not a valid username: 3-64 lowercase letters, digits, ".", "_" or "-"`,
    );
  }
  const weakness = weakPasswordReason(password, username);
  if (weakness) throw new Error(`SUPER_ADMIN_PASSWORD is too weak: ${weakness}. No account was created.`);
  await createAccount(orm, { username, password, role: 'SUPER_ADMIN' });
  logger.info({ username }, 'created the first super admin');
}

export const DEMO_SUPER_ACCOUNT_WALLET_SANTIM = 100_000 * 100;

/** The demo accounts and groups (also used by the soak harness, which prints nothing). */
export async function seedDemoAccounts(orm: Orm, password: string): Promise<void> {
  const superAdmin = await createAccount(orm, { username: 'superadmin', password, role: 'SUPER_ADMIN' });
  await seedDemoAnnouncement(orm, superAdmin.id);
  await createAccount(orm, {
    username: 'demo',
    password,
    role: 'HOST',
    cardSetId: 1,
    initialWalletSantim: DEMO_HOST_WALLET_SANTIM,
  });
  // The documented owner routes are these groups' data (docs/roles-and-accounts.md#owner-groups).
  const groups = [
    {
      name: 'hawassa',
      routeSlug: 'hawassa',
      prefixes: ['hawassa'],
      canEditCommission: true,
      cardSetIds: [1],
      hosts: [
        ['hawassa1', 1],
        ['hawassa2', 1],
      ],
    },
    {
      name: 'ale',
      routeSlug: 'final/warning',
      prefixes: ['ale'],
      canEditCommission: false,
      cardSetIds: [1, 2],
      hosts: [['ale1', 2]],
    },
  ] as const;
  for (const g of groups) {
    const group = await createOwnerGroup(orm, {
      name: g.name,
      routeSlug: g.routeSlug,
      prefixes: [...g.prefixes],
      canEditCommission: g.canEditCommission,
      cardSetIds: [...g.cardSetIds],
      superAccountWalletSantim: DEMO_SUPER_ACCOUNT_WALLET_SANTIM,
    });
    await createAccount(orm, { username: `owner.${g.name}`, password, role: 'OWNER', ownerGroupId: group.id });
    for (const [username, cardSetId] of g.hosts) {
      await createAccount(orm, {
        username,
        password,
        role: 'HOST',
        cardSetId,
        initialWalletSantim: DEMO_HOST_WALLET_SANTIM,
      });
    }
  }
}

/** The seed's fourth-anniversary promotion, active for 30 days from seeding. */
async function seedDemoAnnouncement(orm: Orm, superAdminId: string): Promise<void> {
  const now = Date.now();
  await new AnnouncementService(orm).create(
    {
      id: superAdminId,
      username: 'superadmin',
      role: 'SUPER_ADMIN',
      cardSetId: null,
      ownerGroupId: null,
      steppedUp: false,
    },
    {
      title: '4ኛ ዓመት በዓል',
      body: 'በየቀኑ ከ5ኛ እስከ 1ኛ ደረጃ ለሚወጡ ወኪሎች የ5000 ብር ሽልማት፣ ለ5 ቀናት ነፃ የቢንጎ ካርድ፣ እና በቻናላችን የሽልማት እድል።',
      link: 'https://example.org/bingo-hall-channel',
      linkLabel: 'ቻናላችንን ይቀላቀሉ',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 30 * 24 * 3600_000).toISOString(),
    },
  );
}
