// Builds the web app only when web/dist is missing or older than its sources, so `npm start`
// right after `npm install` (which builds it once) starts the server at once, and a start after
// editing the web app still serves the new code.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'web/dist/index.html');
const sources = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/verify.html',
  'web/card.html',
  'web/vite.config.ts',
  'core/src',
  'package-lock.json',
].map((p) => path.join(root, p));

function newest(file) {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(file).map((name) => newest(path.join(file, name))));
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (builtAt > 0 && builtAt >= Math.max(...sources.map(newest))) {
  console.log('web/dist is current');
} else {
  const result = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
