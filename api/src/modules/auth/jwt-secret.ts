import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config/config';

/**
 * The signing key: JWT_SECRET when set (required in production); otherwise a random secret
 * created once in DATA_DIR so development tokens survive restarts and nothing is hard-coded.
 */
export function resolveJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
