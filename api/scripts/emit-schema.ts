import fs from 'node:fs';
import path from 'node:path';
import { printSortedSchema } from '../src/graphql/schema';
import { SCHEMA_INPUTS } from '../src/modules';

export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../schema/schema.graphql');

// Run by `npm run schema:emit`; the schema test fails when the checked-in file differs.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.mkdirSync(path.dirname(SCHEMA_FILE), { recursive: true });
  fs.writeFileSync(SCHEMA_FILE, await printSortedSchema(SCHEMA_INPUTS));
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
