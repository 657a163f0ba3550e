import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../scripts/emit-schema';
import { printSortedSchema } from '../src/graphql/schema';
import { SCHEMA_INPUTS } from '../src/modules';

describe('schema/schema.graphql', () => {
  it('is what the type-graphql code emits (run `npm run generate` after changing the API)', async () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(await printSortedSchema(SCHEMA_INPUTS));
  });
});
