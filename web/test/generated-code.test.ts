import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('web/src/gql', () => {
  it('matches what codegen makes from schema/schema.graphql and the operations (run `npm run generate`)', async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const files = await generate({ ...config, silent: true }, false);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(fs.readFileSync(path.resolve(ROOT, file.filename), 'utf8'), file.filename).toBe(file.content);
      }
    } finally {
      process.chdir(previous);
    }
  }, 60_000);
});
