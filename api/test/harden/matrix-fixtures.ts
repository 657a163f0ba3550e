import { addisDayKey, DEFAULT_CARD_SET_SEEDS, generateCardSet, shiftDayKey } from '@bingo/core';
import type { TestServer } from '../test-server';
import { sqlEm } from '../../src/shared/db/sql';
import { ACTORS, type ActorName, type Session } from './matrix-actors';

/**
 * Real objects for the matrix's requests, made through the real API by their owners before any
 * cell runs. Most belong to the host (hawassa1), so the other actors' calls name an object that
 * exists but is not theirs. Objects an allowed call destroys or uses up come in pairs, one per
 * transport, so the REST and GraphQL rows never depend on each other.
 */
export interface Fixtures {
  hostId: string;
  otherHostId: string;
  /** hawassa-matrix: a hawassa host the managers block, top up, re-password (not the host: its tokens must live). */
  targetId: string;
  game: { id: string; calls: string[] };
  /** The host's shifts (docs/games-and-money.md#the-till): one closed, one left open. */
  shift: { closed: string; open: string };
  bonus: { update: string; removeRest: string; removeGraphql: string };
  preset: { own: string; global: string };
  slot: { moveRest: string; cancelRest: string; moveGraphql: string; cancelGraphql: string };
  hostApiToken: { rest: string; graphql: string };
  announcementId: string;
  campaignId: string;
  appearanceId: string;
  /** One-time Power Games codes: one per actor and transport (a code works once). */
  codes: { rest: Record<ActorName, string>; graphql: Record<ActorName, string> };
  cardSetJson: string;
  /** The "matrix" owner group the super admin builds: its id, its owner (to block) and its super account (to fund). */
  group: { id: number; ownerId: string; superAccountId: string };
  /** The owner's linked jackpot of hawassa-matrix and hawassa2 (docs/games-and-money.md#linked-jackpot). */
  linkedJackpotId: string;
  /** hawassa1's hall code and its printed card 5 (set, palette, check): the card page's public reads. */
  paper: { hall: string; set: number; palette: number; check: string };
}

const HOUR = 3_600_000;
export const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

/** "YYYY-MM-DDTHH:mm" Addis wall time on a day some days ahead: free-game slots never clash across rows. */
export function addisAt(daysAhead: number, time: string): string {
  return `${shiftDayKey(addisDayKey(new Date()), daysAhead)}T${time}`;
}
export const addisDay = (daysAhead: number) => shiftDayKey(addisDayKey(new Date()), daysAhead);

export const bonusWindow = () => ({ startDateTime: iso(-HOUR), endDateTime: iso(HOUR) });

export async function prepareFixtures(server: TestServer, session: Session): Promise<Fixtures> {
  const call = async (actor: ActorName, method: string, path: string, body?: unknown) => {
    const res = await server.request(method, path, { headers: session[actor], body });
    if (res.status >= 300) throw new Error(`fixture ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const accounts = await call('superAdmin', 'GET', '/admin/naan/all/protected');
  const idOf = (username: string) => accounts.find((a: { username: string }) => a.username === username)._id as string;

  const target = await call('superAdmin', 'POST', '/admin/canine/secure/register', {
    username: 'hawassa-matrix',
    password: 'long-enough',
    initialWallet: 1000,
  });
  // Shifts before the game: a shift closes only while no game runs.
  const counts = [{ birr: 100, count: 2 }];
  const closedShift = (await call('host', 'POST', '/api/shifts', { counts })).id as string;
  await call('host', 'POST', `/api/shifts/${closedShift}/close`, { counts });
  const openShift = (await call('host', 'POST', '/api/shifts', { counts })).id as string;
  const game = await call('host', 'POST', '/game/start', {
    bettingAmount: 10,
    cardPaletteNumbers: [1, 2, 3, 4],
    callSpeed: 5000,
    gameType: 'regular',
    winningPatterns: ['any'],
  });

  const config = () =>
    call('host', 'POST', '/bonus/create', { name: 'Matrix', bonusType: 'fixed', bonusValue: 5, ...bonusWindow() }).then(
      (b) => b.bonus._id as string,
    );
  const preset = (actor: ActorName) =>
    call(actor, 'POST', '/bonus/preset', {
      name: 'Matrix',
      bonusType: 'fixed',
      bonusValue: 1,
      presetCategory: 'daily',
    }).then((b) => b.preset._id as string);
  const slot = (time: string) =>
    call('host', 'POST', '/free-game/schedule', { scheduledDateTime: addisAt(20, time) }).then(
      (b) => b.schedule._id as string,
    );
  const hostToken = () =>
    call('host', 'POST', '/admin/api-tokens', { name: 'to revoke' }).then((b) => b.apiToken.id as string);

  const campaign = await call('superAdmin', 'POST', '/api/admin/power-games', {
    title: 'Matrix',
    text: 'Play',
    link: 'https://example.org/power',
    targetAll: true,
    startsAt: iso(-HOUR),
    endsAt: iso(HOUR),
  });
  const appearanceId = (await call('host', 'POST', '/api/game-button-status', {})).appearanceId as string;
  const code = async () =>
    new URL((await call('host', 'POST', '/api/game-button-click', { appearanceId })).url).searchParams.get('code')!;
  const codes = async () => {
    const out = {} as Record<ActorName, string>;
    for (const actor of ACTORS) out[actor] = await code();
    return out;
  };

  const paperCard = async () => {
    const [row] = await sqlEm(server.orm).execute<{ card_set_id: number }[]>(
      'select card_set_id from account where id = ?',
      [idOf('hawassa1')],
    );
    const set = Number(row!.card_set_id);
    return {
      hall: server.services.follow.hallCodeOf(idOf('hawassa1')),
      set,
      palette: 5,
      check: server.services.cardChecks.code(set, 5),
    };
  };

  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const res = await server.request('POST', '/graphql', { headers: session.superAdmin, body: { query, variables } });
    if (res.body.errors) throw new Error(`fixture ${query}: ${JSON.stringify(res.body.errors)}`);
    return res.body.data;
  };
  const group = (
    await gql(
      'mutation { createOwnerGroup(input: { name: "matrix", prefixes: ["matrix"], cardSetIds: [1] }) { id superAccount { id } } }',
    )
  ).createOwnerGroup;
  const groupOwner = (
    await gql(
      'mutation($id: Int!) { createOwnerAccount(input: { groupId: $id, username: "owner.matrix", password: "long-enough" }) { id } }',
      {
        id: group.id,
      },
    )
  ).createOwnerAccount;

  return {
    group: { id: group.id, ownerId: groupOwner.id, superAccountId: group.superAccount.id },
    hostId: idOf('hawassa1'),
    otherHostId: idOf('hawassa2'),
    targetId: target.adminId,
    game: { id: game.gameId, calls: game.calledNumbers.slice(0, 5) },
    shift: { closed: closedShift, open: openShift },
    bonus: { update: await config(), removeRest: await config(), removeGraphql: await config() },
    preset: { own: await preset('host'), global: await preset('superAdmin') },
    slot: {
      moveRest: await slot('10:00'),
      cancelRest: await slot('11:00'),
      moveGraphql: await slot('12:00'),
      cancelGraphql: await slot('13:00'),
    },
    hostApiToken: { rest: await hostToken(), graphql: await hostToken() },
    announcementId: (
      await call('superAdmin', 'POST', '/api/admin/announcements', {
        title: 'Matrix',
        body: 'Hello',
        startsAt: iso(-HOUR),
        endsAt: iso(HOUR),
      })
    ).id,
    campaignId: campaign.id,
    appearanceId,
    codes: { rest: await codes(), graphql: await codes() },
    linkedJackpotId: (
      await call('owner', 'POST', '/api/linked-jackpots', {
        name: 'Matrix pool',
        accrualShare: 0.1,
        callLimit: 40,
        hostIds: [target.adminId, idOf('hawassa2')],
      })
    ).id,
    paper: await paperCard(),
    // A hall's own printing, as the export would give it: valid for the rules core.
    cardSetJson: JSON.stringify(generateCardSet(DEFAULT_CARD_SET_SEEDS[2])),
  };
}
