import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Gives back what start-up used. Loading and compiling the server's modules, migrations and the
 * demo accounts make V8 grow the young generation to its largest (2 × 64 MB on a large machine);
 * an idle server never collects in a way that shrinks it again, so a hall's server would sit at
 * about 260 MB before its first game. One memory-reducing collection once the server is ready
 * brings it to about 190 MB (docs/performance.md); V8 grows the young generation again as traffic
 * needs, so a busy instance keeps its fast collections. It pauses the thread for 50-200 ms, once,
 * before any hall is served. The collector is reached through a new context (`--expose-gc` set
 * at run time), so no `gc` appears on the server's own global object.
 */
export function releaseStartUpMemory(): number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: object) => void;
  const started = performance.now();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return performance.now() - started;
}
