// A process that moves money as fast as it can, on AUDIT_WRITER_URL's hosts (AUDIT_WRITER_HOSTS,
// comma separated): four loops of single movements and transfers between two hosts (two chains in
// one transaction). Prints one line per commit. audit-chains.pg.test.ts kills it with SIGKILL.
import 'reflect-metadata';
import { openOrm } from '../../src/db/open-orm';
import { ENTITIES } from '../../src/modules';
import { moveMoney, transfer } from '../../src/modules/account';
import { auditedTransaction } from '../../src/shared/db/transaction';

const orm = await openOrm({ kind: 'postgres', url: process.env.AUDIT_WRITER_URL! }, ENTITIES);
const hosts = process.env.AUDIT_WRITER_HOSTS!.split(',');
const pick = () => hosts[Math.floor(Math.random() * hosts.length)]!;
await Promise.all(
  [0, 1, 2, 3].map(async (loop) => {
    for (let i = 0; ; i++) {
      const [a, b] = [pick(), pick()];
      await auditedTransaction(orm, async (tx) => {
        if (loop % 2 === 0 || a === b) await moveMoney(tx, { accountId: a, kind: 'GAME_FEE', amount: -1, actorId: a });
        else await transfer(tx, { fromId: a, toId: b, amount: 1, actorId: a });
      });
      console.log(`commit ${loop}.${i}`);
    }
  }),
);
