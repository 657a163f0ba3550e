import { sqlEm } from '../../src/shared/db/sql';
import type { TestServer } from '../test-server';

/** A count of `birr` Birr as notes: the whole amount in 200s, then 1s. */
export const countOf = (birr: number) => [
  { birr: 200, count: Math.floor(birr / 200) },
  { birr: 1, count: birr % 200 },
];

/** What a game adds to the till, read from its row (docs/games-and-money.md#the-till), in santim. */
export async function tillMoneyOf(server: TestServer, gameId: string) {
  const [row] = await sqlEm(server.orm).execute<
    { stakes: unknown; payout: string; house: boolean; card: number | null; free: string; bonus: string }[]
  >(
    'select stakes, payout_to_winner as payout, house_win as house, winning_card as card, free_amount as free, total_bonus_amount as bonus from game where id = ?',
    [gameId],
  );
  const stakes = (typeof row!.stakes === 'string' ? JSON.parse(row!.stakes) : row!.stakes) as number[];
  const won = !row!.house && row!.card !== null;
  return {
    cashIn: stakes.reduce((a, b) => a + b, 0),
    cashOut: won ? Number(row!.payout) : 0,
    free: won ? Number(row!.free) : 0,
    bonus: won ? Number(row!.bonus) : 0,
  };
}
