// The export thread's entry: a worker thread starts without the parent's TypeScript loader when
// the parent runs under a test runner, so it registers tsx itself, then loads the writer.
import { register } from 'tsx/esm/api';

register();
await import('./export-worker.ts');
