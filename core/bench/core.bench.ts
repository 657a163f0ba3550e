// Timing of the rules core against its budgets, printed as one JSON document.
// Usage: npm run bench:core (from the repository root).
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_CARD_SET_SEEDS,
  drawCommitment,
  drawOrder,
  evaluateGame,
  generateCardSet,
  newDrawSeed,
  PATTERN_NAMES,
} from '../src/index';
import { drawUniformity } from '../src/draw/uniformity';

const secureBytes = (n: number) => new Uint8Array(randomBytes(n));

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Times `run` once per sample after a warm-up, so the median reflects the optimised code. */
function medianMs(samples: number, warmup: number, run: (i: number) => void): number {
  for (let i = 0; i < warmup; i++) run(i);
  const times: number[] = new Array(samples);
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    run(i);
    times[i] = performance.now() - t;
  }
  return median(times);
}

const round = (x: number, digits = 4) => Number(x.toFixed(digits));

// A game: 100 cards of Cartella 1, every pattern, the full 75-call sequence.
const cards = generateCardSet(DEFAULT_CARD_SET_SEEDS[1]);
const orders = Array.from({ length: 500 }, () => drawOrder(newDrawSeed(secureBytes)));
let sink = 0;
const gameMs = medianMs(5000, 2000, (i) => {
  sink += evaluateGame(cards, PATTERN_NAMES, orders[i % orders.length]!).length;
});

// A draw as a game start makes it: fresh secure seed, sequence, commitment.
const drawMs = medianMs(20_000, 5000, () => {
  const seed = newDrawSeed(secureBytes);
  sink += drawOrder(seed)[0]! + drawCommitment(seed).length;
});

const started = performance.now();
const uniformity = drawUniformity(1_000_000, secureBytes(28));
const uniformitySeconds = (performance.now() - started) / 1000;

console.log(
  JSON.stringify(
    {
      node: process.version,
      evaluateGame: {
        cards: cards.length,
        patterns: PATTERN_NAMES.length,
        calls: 75,
        medianMs: round(gameMs),
        budgetMs: 0.2,
        withinBudget: gameMs < 0.2,
      },
      draw: { medianMs: round(drawMs), budgetMs: 0.05, withinBudget: drawMs < 0.05 },
      uniformity1M: {
        draws: uniformity.draws,
        seconds: round(uniformitySeconds, 2),
        budgetSeconds: 30,
        withinBudget: uniformitySeconds < 30,
        firstPositionChiSquare: round(uniformity.firstPosition.statistic, 2),
        firstPositionCritical99: round(uniformity.firstPosition.critical99, 2),
        positionByNumberChiSquare: round(uniformity.positionByNumber.statistic, 2),
        positionByNumberCritical99: round(uniformity.positionByNumber.critical99, 2),
        passes: uniformity.firstPosition.passes && uniformity.positionByNumber.passes,
      },
    },
    null,
    2,
  ),
);
if (sink === -1) console.log(sink); // keeps the timed work observable
