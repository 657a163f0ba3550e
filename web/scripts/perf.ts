/**
 * Dashboard time-to-interactive on a throttled "Fast 3G" profile in headless Chromium (issue 8
 * budget: < 2 s). Prints JSON. Run after `npm run build:web`:
 *   npx tsx web/scripts/perf.ts
 * Two runs: the app exactly as the API serves it today (web/dist without compression), and the
 * same app with the precompressed assets the build writes (dist/**.br, .gz) served by a small
 * front in this script, which is what api/src/web/static.ts should do (asked in the issue report).
 * "Interactive" = the card grid is rendered, a click on card 1 selects it and the wallet is shown.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startAppServer } from '../e2e/app-server';
import { launchBrowser } from '../e2e/browser';

const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const DIST = path.resolve(import.meta.dirname, '../dist');

function compressedFront(target: string): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const isAsset = url.pathname.startsWith('/assets/');
    const isPage = !isAsset && !/^\/(api|admin|card|game|bonus|free-game|current|inspect|v2|graphql|healthz)(\/|$)/.test(url.pathname) && !path.extname(url.pathname);
    const file = isAsset ? path.join(DIST, url.pathname) : isPage ? path.join(DIST, 'index.html') : null;
    if (file && fs.existsSync(file)) {
      const accept = String(req.headers['accept-encoding'] ?? '');
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream';
      const headers: Record<string, string> = { 'content-type': type, 'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache' };
      let body = file;
      if (accept.includes('br') && fs.existsSync(`${file}.br`)) [body, headers['content-encoding']] = [`${file}.br`, 'br'];
      else if (accept.includes('gzip') && fs.existsSync(`${file}.gz`)) [body, headers['content-encoding']] = [`${file}.gz`, 'gzip'];
      res.writeHead(200, headers);
      fs.createReadStream(body).pipe(res);
      return;
    }
    const proxy = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    req.pipe(proxy);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() })));
}

async function measure(browser: Awaited<ReturnType<typeof launchBrowser>>['browser'], baseURL: string, session: Record<string, string>) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  await context.addInitScript((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
  const t0 = Date.now();
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.getByTestId('card-1').click({ timeout: 30_000 });
  await page.locator('[data-testid=card-1][aria-pressed=true]').waitFor();
  const interactiveMs = Date.now() - t0;
  await page.getByTestId('signed-in-as').filter({ hasText: 'ብር' }).waitFor({ timeout: 30_000 });
  const withWalletMs = Date.now() - t0;
  await context.close();
  return { interactiveMs, withWalletMs, transferredKb: Math.round(bytes / 1024) };
}

const server = await startAppServer();
const chrome = await launchBrowser();
try {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'bingo-hall-web' },
    body: JSON.stringify({ query: 'mutation { login(input: { username: "demo", password: "demo1234" }) { token username adminId } }' }),
  });
  const { data } = (await res.json()) as { data: { login: { token: string; username: string; adminId: string } } };
  const session = { token: data.login.token, username: data.login.username, adminId: data.login.adminId };
  const front = await compressedFront(server.url);
  const asServed = await measure(chrome.browser, server.url, session);
  const compressed = await measure(chrome.browser, front.url, session);
  front.close();
  console.log(JSON.stringify({ profile: 'Fast 3G (562.5 ms RTT, 1.44 Mbit/s down, cache disabled)', budgetMs: 2000, asServedToday: asServed, withCompressedAssets: compressed }, null, 2));
} finally {
  await chrome.close();
  await server.stop();
}
