import readline from 'node:readline/promises';
import { weakPasswordReason } from '@bingo/core';
import { ENTITIES } from '../src/modules';
import { loadConfig } from '../src/config/config';
import { createAccount } from '../src/modules/account';
import { lockDataDir } from '../src/db/data-dir-lock';
import { migrate, openOrm } from '../src/db/open-orm';
import { databaseTarget } from '../src/server';

/**
 * Operations that run with the server stopped (embedded database) or beside it (PostgreSQL):
 *   npm run create-super-admin -w api -- <username>    (password from SUPER_ADMIN_PASSWORD or asked)
 */
const [command, ...args] = process.argv.slice(2);
const config = loadConfig();

if (command !== 'create-super-admin') {
  console.error('usage: cli.ts create-super-admin <username>');
  process.exit(2);
}
const username = args[0] ?? config.superAdminUsername;
if (!username) {
  console.error('Give the username: npm run create-super-admin -w api -- <username>');
  process.exit(2);
}
const password = config.superAdminPassword ?? (await ask(`Password for ${username}: `));
const weakness = weakPasswordReason(password, username);
if (weakness) {
  console.error(`The password is too weak: ${weakness}`);
  process.exit(2);
}
const target = databaseTarget(config);
const lock = target.kind === 'pglite' ? lockDataDir(config.dataDir) : null;
const orm = await openOrm(target, ENTITIES);
try {
  await migrate(orm);
  await createAccount(orm, { username, password, role: 'SUPER_ADMIN' });
  console.log(`Created super admin "${username}".`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await orm.close(true);
  lock?.release();
}

async function ask(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}
