// `npm test`'s first step: lint (ESLint), the format check (Prettier), the layer boundaries
// (dependency-cruiser, ARCHITECTURE.md), unused files, exports and dependencies (knip), the typechecks of every workspace and the web build, side
// by side. Each is one single-threaded process, so on a two-core machine running them together
// takes about half the time of running them one after another. Output is printed per task, in order.
import { spawn } from 'node:child_process';

const TASKS = [
  ['lint', ['npm', 'run', '-s', 'lint:code']],
  ['format', ['npm', 'run', '-s', 'format:check']],
  ['boundaries', ['npm', 'run', '-s', 'lint:boundaries']],
  ['knip', ['npm', 'run', '-s', 'lint:knip']],
  ['typecheck core', ['npm', 'run', 'typecheck', '-w', 'core']],
  ['typecheck api', ['npx', 'tsc', '-p', 'api']],
  ['typecheck web', ['npx', 'tsc', '-p', 'web']],
  ['build web', ['npm', 'run', 'build:web']],
];

function run([name, [command, ...args]]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(TASKS.map(run));
for (const r of results) {
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
  if (r.code !== 0) console.log(r.output);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
