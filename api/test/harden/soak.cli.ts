// Money soak (docs/games-and-money.md#wallet), one JSON document on stdout; exit 1 when a check fails.
// Usage: npm run soak -w api   (env: SOAK_SECONDS=60 SOAK_HOSTS=20 SOAK_CLIENTS=50 SOAK_KILL=1,
//        SOAK_POSTGRES_URL=postgres://… to run on a fresh database of that server instead of PGlite)
// The soak's throwaway accounts use the cheap test password hash (never in production).
process.env.BINGO_TEST_FAST_HASH ??= '1';
const { runSoak } = await import('./soak');

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const report = await runSoak({
  seconds: env('SOAK_SECONDS', 60),
  hosts: env('SOAK_HOSTS', 20),
  clients: env('SOAK_CLIENTS', 50),
  kill: process.env.SOAK_KILL !== '0',
  postgresUrl: process.env.SOAK_POSTGRES_URL || undefined,
  progress: (line) => console.error(`[soak] ${line}`),
});
console.log(JSON.stringify(report, null, 2));
process.exitCode = report.pass ? 0 : 1;
export {};
