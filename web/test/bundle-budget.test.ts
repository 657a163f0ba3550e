import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The download budgets of issues 8 and 9, read off the built app (web/dist; `npm test` builds it
 * first): the operator routes' first download <= 200 KB gzip and free of back-office code; each
 * lazily loaded screen, with the chunks it pulls in beyond the first download, <= 150 KB gzip
 * (GraphiQL excepted: it loads only on /graphiql).
 */
const DIST = path.resolve(import.meta.dirname, '../dist');
const ASSETS = path.join(DIST, 'assets');

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(ASSETS, file)), { level: 9 }).length / 1024;
/** Chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const staticImports = (file: string) =>
  [...fs.readFileSync(path.join(ASSETS, file), 'utf8').matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map(
    (m) => m[1]!,
  );
/** Chunks a chunk loads on demand (`import("./x.js")`, quoted either way): the lazy screens. */
const dynamicImports = (file: string) =>
  [...fs.readFileSync(path.join(ASSETS, file), 'utf8').matchAll(/import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g)].map(
    (m) => m[1]!,
  );

function closure(start: string, skip: Set<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f) || skip.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  visit(start);
  return seen;
}

describe('download budgets of the built web app', () => {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('web/dist is missing: run `npm run build:web` first (npm test does)');
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const initial = new Set(entry.flatMap((f) => [...closure(f, new Set())]));

  it('the operator first download is at most 200 KB gzip and carries no back-office screen', () => {
    const kb = [...initial].reduce((sum, f) => sum + gzipKb(f), 0);
    expect(kb).toBeGreaterThan(50); // the whole app shell is in it: a broken parse would read 0
    expect(kb).toBeLessThanOrEqual(200);
    const code = [...initial].map((f) => fs.readFileSync(path.join(ASSETS, f), 'utf8')).join('\n');
    // Marks that only back-office screens render.
    for (const mark of ['shell-menu', 'admin-hosts', 'bonus-tab-configs', 'graphiql-container', 'stake-row-'])
      expect(code).not.toContain(mark);
  });

  it('every lazily loaded screen adds at most 150 KB gzip to what is already loaded (GraphiQL excepted)', () => {
    const lazy = new Set([...initial].flatMap(dynamicImports).filter((f) => !initial.has(f)));
    expect([...lazy].some((f) => f.startsWith('SuperAdminPage-'))).toBe(true);
    expect([...lazy].some((f) => f.startsWith('BonusManagement-'))).toBe(true);
    const over: string[] = [];
    for (const screen of lazy) {
      if (screen.startsWith('GraphiQLPage-')) continue;
      const kb = [...closure(screen, initial)].reduce((sum, f) => sum + gzipKb(f), 0);
      if (kb > 150) over.push(`${screen}: ${kb.toFixed(1)} KB`);
    }
    expect(over).toEqual([]);
  });
});

describe('download of the public verification page (docs/screens.md#public)', () => {
  const verifyDir = path.join(DIST, 'verify');
  it('is its own entry, at most 110 KB gzip and at most two thirds of the operator first download', () => {
    const html = fs.readFileSync(path.join(verifyDir, 'verify.html'), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/verify\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    const kbOf = (f: string) =>
      zlib.gzipSync(fs.readFileSync(path.join(verifyDir, 'assets', f)), { level: 9 }).length / 1024;
    const verifyKb = files.reduce((sum, f) => sum + kbOf(f), 0);
    const operatorHtml = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const operatorEntry = [...operatorHtml.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const operator = new Set(operatorEntry.flatMap((f) => [...closure(f, new Set())]));
    const operatorKb = [...operator].reduce((sum, f) => sum + gzipKb(f), 0);
    expect(verifyKb).toBeGreaterThan(30); // React itself is in it: a broken parse would read 0
    expect(verifyKb).toBeLessThanOrEqual(110);
    expect(verifyKb).toBeLessThanOrEqual((operatorKb * 2) / 3);
    // None of the operator app: no Mantine, no Apollo Client, no sign-in.
    const code = files.map((f) => fs.readFileSync(path.join(verifyDir, 'assets', f), 'utf8')).join('\n');
    for (const mark of ['mantine-', 'ApolloClient', 'card-grid', 'input[name=username]'])
      expect(code).not.toContain(mark);
  });
});

describe('download of the public card page (docs/screens.md#card-page)', () => {
  const cardDir = path.join(DIST, 'card');
  it('is its own entry, its initial JS at most 100 KB gzip (a cheap phone on 3G), none of the operator app', () => {
    const html = fs.readFileSync(path.join(cardDir, 'card.html'), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/c\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(files.length).toBeGreaterThan(0);
    const kb = files.reduce(
      (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(cardDir, 'assets', f)), { level: 9 }).length / 1024,
      0,
    );
    expect(kb).toBeGreaterThan(30); // React itself is in it: a broken parse would read 0
    expect(kb).toBeLessThanOrEqual(100);
    const code = files.map((f) => fs.readFileSync(path.join(cardDir, 'assets', f), 'utf8')).join('\n');
    for (const mark of ['mantine-', 'ApolloClient', 'input[name=username]', 'graphql-ws'])
      expect(code).not.toContain(mark);
  });
});
