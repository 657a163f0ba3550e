import type { ManagedHostsQuery } from '../../gql/graphql';

type Host = ManagedHostsQuery['hosts'][number];

/** Sums the hosts' per-period profits into one series, newest first (monthly and weekly profits). */
export function sumPeriods(
  hosts: readonly Host[],
  pick: (h: Host) => readonly { key: string; profit: number }[],
): { key: string; profit: number }[] {
  const sums = new Map<string, number>();
  for (const h of hosts) for (const p of pick(h)) sums.set(p.key, (sums.get(p.key) ?? 0) + p.profit);
  return [...sums.entries()].map(([key, profit]) => ({ key, profit })).sort((a, b) => (a.key < b.key ? 1 : -1));
}
