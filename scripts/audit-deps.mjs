// `npm run audit:deps`: known vulnerabilities in the production dependencies (npm audit --omit=dev).
// Exit 1 when the audit finds any. When the registry's audit endpoint cannot be reached or
// refuses the call (some mirrors and proxies answer 405), the dependencies were NOT checked:
// this says so plainly and exits 0, so the script can run in CI without pretending it passed.
import { spawnSync } from 'node:child_process';

const npm = process.env.npm_execpath
  ? [process.execPath, process.env.npm_execpath]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm'];
const run = spawnSync(npm[0], [...npm.slice(1), 'audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const unavailable = !report || typeof report.statusCode === 'number' || (report.error && !report.vulnerabilities);
if (run.error || unavailable) {
  const why = run.error?.message ?? report?.message ?? (run.stderr.trim().split('\n').at(-1) || 'no answer');
  console.log(`audit:deps: NOT CHECKED. The registry's audit endpoint is unavailable (${why}).`);
  console.log(
    'The production dependencies have not been audited. Run `npm run audit:deps` again where the registry answers audits.',
  );
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const total = Object.entries(counts)
  .filter(([level]) => level !== 'total')
  .reduce((sum, [, n]) => sum + n, 0);
if (total === 0) {
  console.log(
    `audit:deps: passed. No known vulnerabilities in ${report.metadata?.dependencies?.prod ?? 'the'} production dependencies.`,
  );
  process.exit(0);
}
console.log(`audit:deps: ${total} known vulnerabilities in production dependencies: ${JSON.stringify(counts)}`);
for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
  console.log(`  ${v.severity.padEnd(8)} ${name} ${v.range ?? ''} ${v.fixAvailable ? '(fix available)' : ''}`);
}
process.exit(1);
