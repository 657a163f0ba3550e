// Chi-square uniformity of call sequences over many draws, printed as one JSON document.
// Usage: npm run uniformity -w core [-- <draws> [<56 hex chars seed prefix>]]
// Seeds are a random 28-byte prefix plus a 4-byte counter; pass the printed prefix to rerun a result.
import { randomBytes } from 'node:crypto';
import { drawUniformity } from '../src/draw/uniformity';

const draws = Number(process.argv[2] ?? 1_000_000);
const prefixHex = process.argv[3] ?? randomBytes(28).toString('hex');
if (!Number.isSafeInteger(draws) || draws < 1 || draws > 2 ** 32 || !/^[0-9a-f]{56}$/i.test(prefixHex)) {
  console.error('usage: uniformity [draws (1..2^32)] [seed prefix, 56 hex chars]');
  process.exit(2);
}

const started = performance.now();
const report = drawUniformity(draws, Uint8Array.from(Buffer.from(prefixHex, 'hex')));
const seconds = (performance.now() - started) / 1000;

console.log(
  JSON.stringify(
    {
      draws,
      seedPrefix: prefixHex.toLowerCase(),
      seconds: Number(seconds.toFixed(2)),
      firstPosition: report.firstPosition,
      positionByNumber: report.positionByNumber,
      passes: report.firstPosition.passes && report.positionByNumber.passes,
    },
    null,
    2,
  ),
);
