import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/sql';
import { openOrm, type DatabaseTarget, type Orm } from '../../db/open-orm';
import { createLogger } from '../http/logger';
import { ENTITIES } from '../../modules';
import { until } from '../../../test/helpers/until';
import { adminUrl, withDatabase } from '../../../test/postgres-admin';
import { silencingProxy } from '../../../test/helpers/silencing-proxy';
import { EVENT_CHANNEL, MAX_EVENT_BYTES, openEventBus, RESYNC_KIND, type BusEvent, type EventBus } from './event-bus';
import type { LivenessProbe } from './listen-postgres';

const logger = createLogger('silent');
const url = inject('testDatabaseUrl');

function recorder(bus: EventBus, topic: string) {
  const heard: BusEvent[] = [];
  const stop = bus.subscribe(topic, (e) => heard.push(e));
  /** The events heard once there are `n` (or all heard so far, after 10 s: the assertion shows them). */
  const waitFor = async (n: number) => {
    await until(() => heard.length >= n, 10_000, 5).catch(() => undefined);
    return heard;
  };
  return { heard, stop, waitFor };
}

function behaves(open: () => Promise<{ orm: Orm; bus: EventBus; close(): Promise<void> }>) {
  let orm: Orm;
  let bus: EventBus;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ orm, bus, close } = await open());
  });
  afterAll(() => close?.());

  it('fans an event out to the subscribers of its topic only, this instance included', async () => {
    const one = recorder(bus, 'game:1');
    const two = recorder(bus, 'game:1');
    const other = recorder(bus, 'game:2');
    await bus.publish({ topic: 'game:1', kind: 'END', data: { n: 1 } });
    await bus.publish({ topic: 'game:2', kind: 'END' });
    expect(await one.waitFor(1)).toEqual([{ topic: 'game:1', kind: 'END', data: { n: 1 } }]);
    expect(await two.waitFor(1)).toHaveLength(1);
    expect(await other.waitFor(1)).toEqual([{ topic: 'game:2', kind: 'END' }]);
    one.stop();
    await bus.publish({ topic: 'game:1', kind: 'PLAY' });
    expect((await two.waitFor(2)).map((e) => e.kind)).toEqual(['END', 'PLAY']);
    expect(one.heard).toHaveLength(1);
    two.stop();
    other.stop();
  });

  it('inside a transaction: sent at commit, never after a rollback', async () => {
    const r = recorder(bus, 'game:tx');
    await expect(
      (orm.em.fork() as unknown as EntityManager).transactional(async (tx) => {
        await bus.publish({ topic: 'game:tx', kind: 'ROLLED_BACK' }, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await (orm.em.fork() as unknown as EntityManager).transactional(async (tx) => {
      await bus.publish({ topic: 'game:tx', kind: 'COMMITTED' }, tx);
    });
    await bus.publish({ topic: 'game:tx', kind: 'AFTER' });
    expect((await r.waitFor(2)).map((e) => e.kind)).toEqual(['COMMITTED', 'AFTER']);
    r.stop();
  });

  it('refuses an event over the NOTIFY size limit, and ignores foreign payloads on the channel', async () => {
    await expect(
      bus.publish({ topic: 'game:big', kind: 'X', data: { blob: 'x'.repeat(MAX_EVENT_BYTES) } }),
    ).rejects.toThrow(/bytes/);
    const r = recorder(bus, 'game:ok');
    await orm.em.getConnection().execute(`select pg_notify('${EVENT_CHANNEL}', 'not json')`);
    await bus.publish({ topic: 'game:ok', kind: 'OK' });
    expect((await r.waitFor(1)).map((e) => e.kind)).toEqual(['OK']);
    r.stop();
    expect(bus.listenerCount()).toBe(0);
  });
}

/** An ORM on `target` with a bus on it; closing closes both (and `after`, e.g. the PGlite instance). */
async function openBus(
  target: DatabaseTarget,
  after: () => Promise<void> = async () => undefined,
  probe?: LivenessProbe,
) {
  const orm = await openOrm(target, ENTITIES);
  const bus = await openEventBus(orm, logger, probe);
  const close = async () => {
    await bus.close();
    await orm.close(true);
    await after();
  };
  return { orm, bus, close };
}

describe('event bus on PGlite (in process)', () => {
  behaves(async () => {
    const pglite = await PGlite.create();
    return openBus({ kind: 'pglite-instance', pglite }, () => pglite.close());
  });
});

describe.skipIf(!url)('event bus on PostgreSQL (TEST_DATABASE_URL)', () => {
  const open = () => openBus({ kind: 'postgres', url });
  behaves(open);

  it('two buses (two instances) hear each other; a dropped LISTEN connection comes back and asks for a resync', async () => {
    const first = await open();
    const second = await open();
    try {
      const r = recorder(second.bus, 'game:x');
      await first.bus.publish({ topic: 'game:x', kind: 'FROM_FIRST' });
      expect((await r.waitFor(1)).map((e) => e.kind)).toEqual(['FROM_FIRST']);
      expect(second.bus.listening()).toBe(true);

      await withDatabase(adminUrl(url), async (sql) => {
        await sql("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'bingo-events'");
      });
      // Not listening from the loss until the RESYNC is out (caches kept by events stop trusting them).
      await until(() => !second.bus.listening(), 3_000, 5).catch(() => undefined);
      expect(second.bus.listening()).toBe(false);
      // Every subscriber hears RESYNC once its bus is listening again, then live events again.
      expect((await r.waitFor(2)).map((e) => e.kind)).toEqual(['FROM_FIRST', RESYNC_KIND]);
      expect(second.bus.listening()).toBe(true);
      await first.bus.publish({ topic: 'game:x', kind: 'AFTER' });
      expect((await r.waitFor(3)).map((e) => e.kind)).toEqual(['FROM_FIRST', RESYNC_KIND, 'AFTER']);
      r.stop();
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('a LISTEN connection that goes silent (no error, nothing delivered) is taken as lost, then comes back and asks for a resync', async () => {
    const proxy = await silencingProxy(new URL(url!));
    const other = await open();
    // Probed every 200 ms, given 500 ms to answer (in production 10 s and 5 s).
    const { bus, close } = await openBus({ kind: 'postgres', url: proxy.url }, undefined, {
      everyMs: 200,
      timeoutMs: 500,
    });
    try {
      const r = recorder(bus, 'game:s');
      await other.bus.publish({ topic: 'game:s', kind: 'BEFORE' });
      expect((await r.waitFor(1)).map((e) => e.kind)).toEqual(['BEFORE']);
      expect(bus.listening()).toBe(true);

      // The LISTEN connection stops carrying anything, both ways, and nothing tells its ends.
      proxy.silence('bingo-events');
      await other.bus.publish({ topic: 'game:s', kind: 'UNHEARD' });
      await until(() => !bus.listening(), 5_000, 10).catch(() => undefined);
      expect(bus.listening()).toBe(false);
      // A new connection: RESYNC (re-read what was missed), then live events again.
      expect((await r.waitFor(2)).map((e) => e.kind)).toEqual(['BEFORE', RESYNC_KIND]);
      expect(bus.listening()).toBe(true);
      await other.bus.publish({ topic: 'game:s', kind: 'AFTER' });
      expect((await r.waitFor(3)).map((e) => e.kind)).toEqual(['BEFORE', RESYNC_KIND, 'AFTER']);
      r.stop();
    } finally {
      await close();
      await other.close();
      await proxy.close();
    }
  });
});
