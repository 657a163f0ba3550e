import { loadConfig } from '../src/config/config';
import { lockDataDir } from '../src/db/data-dir-lock';
import { openOrm } from '../src/db/open-orm';
import { ENTITIES } from '../src/modules';
import { databaseTarget } from '../src/server';
import { anchorAuditChains, verifyAuditChain } from '../src/modules/audit';

/**
 * `npm run audit:verify`: walks every audit chain and every anchor and reports the first broken
 * link (chain, sequence number, row id) as JSON. Exit code 0 when intact, 1 when broken.
 * `npm run audit:anchor` (`--anchor`) writes a platform anchor first (docs/audit.md#anchors).
 * With the embedded database, stop the server first (only one process may open the data
 * folder); with DATABASE_URL it runs beside the server.
 */
const config = loadConfig();
const target = databaseTarget(config);
const lock = target.kind === 'pglite' ? lockDataDir(config.dataDir) : null;
const orm = await openOrm(target, ENTITIES);
try {
  const anchored = process.argv.includes('--anchor') ? await anchorAuditChains(orm) : undefined;
  const conn = orm.em.getConnection();
  const report = await verifyAuditChain((sql, params) => conn.execute(sql, params as unknown[]));
  console.log(JSON.stringify(anchored === undefined ? report : { anchored, ...report }, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await orm.close(true);
  lock?.release();
}
