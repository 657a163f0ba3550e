import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_TEMPLATE_ENV, TEMPLATE_FAILED, TEMPLATE_READY, startAppServer } from './app-server';
import { CHROMIUM_ENV, resolveChromium } from './browser';

/**
 * Once per e2e run: start the real server on an empty folder (migrations, card sets, demo data),
 * stop it cleanly and keep the folder as `<template>/data`. Every test file's server then starts
 * from a copy, which saves the migrations and the seeding (several seconds each on a busy machine).
 * This setup does not wait for it: the other projects' tests start at once, and an e2e server
 * waits for the `ready` mark (app-server.ts). The environment variable reaches the test workers.
 */
export default async function setup() {
  // Resolve (and, for the npm-shipped build, unpack) Chromium once, before any worker starts.
  const chrome = await resolveChromium();
  process.env[CHROMIUM_ENV] = chrome.path;
  console.log(`e2e: Chromium from ${chrome.source} (${chrome.path})`);
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-e2e-template-'));
  process.env[E2E_TEMPLATE_ENV] = template;
  const making = (async () => {
    // E2E_START_TIMEOUT_MS raises the hang detector on a loaded machine, as for each file's server (fixture.ts).
    const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || undefined;
    const server = await startAppServer({}, { keepAnnouncements: true, fresh: true, startTimeoutMs });
    await server.stop({ keepData: true });
    fs.rmSync(path.join(server.dataDir, 'server.lock'), { force: true });
    fs.renameSync(server.dataDir, path.join(template, 'data'));
    fs.writeFileSync(path.join(template, TEMPLATE_READY), '');
  })().catch((error: unknown) =>
    fs.writeFileSync(path.join(template, TEMPLATE_FAILED), String(error instanceof Error ? error.stack : error)),
  );
  return async () => {
    await making;
    fs.rmSync(template, { recursive: true, force: true });
    delete process.env[E2E_TEMPLATE_ENV];
    if (chrome.source !== 'env') delete process.env[CHROMIUM_ENV];
  };
}
