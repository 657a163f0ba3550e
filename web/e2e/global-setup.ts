import fs from 'node:fs';
import path from 'node:path';
import { E2E_TEMPLATE_ENV, startAppServer } from './app-server';

/**
 * Once per e2e run: start the real server on an empty folder (migrations, card sets, demo data),
 * stop it cleanly and keep the folder. Every test file's server then starts from a copy, which
 * saves the migrations and the seeding (several seconds each on a busy machine).
 * The environment variable reaches the test workers, which start after this.
 */
export default async function setup() {
  const server = await startAppServer({}, { keepAnnouncements: true });
  await server.stop({ keepData: true });
  const template = server.dataDir;
  fs.rmSync(path.join(template, 'server.lock'), { force: true });
  process.env[E2E_TEMPLATE_ENV] = template;
  return () => {
    fs.rmSync(template, { recursive: true, force: true });
    delete process.env[E2E_TEMPLATE_ENV];
  };
}
