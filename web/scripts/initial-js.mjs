// Prints the initial JavaScript of the built app (web/dist): the entry script and every module it
// preloads, with gzip sizes. Budget (docs/screens.md#everywhere): <= 200 KB gzip for the operator routes.
// Run after `npm run build:web`: node web/scripts/initial-js.mjs (WEB_DIST_DIR=… for another build)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../dist'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const rows = files.map((f) => {
  const buf = fs.readFileSync(path.join(dist, f));
  return {
    file: f,
    kb: +(buf.length / 1024).toFixed(1),
    gzipKb: +(zlib.gzipSync(buf, { level: 9 }).length / 1024).toFixed(1),
  };
});
const total = +rows.reduce((s, r) => s + r.gzipKb, 0).toFixed(1);
console.log(JSON.stringify({ files: rows, initialJsGzipKb: total, budgetKb: 200, ok: total <= 200 }, null, 2));
