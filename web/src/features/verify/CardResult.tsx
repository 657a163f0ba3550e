import { cardCompletions, isPatternName, markedCells, parseCalledNumbers, type Card } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import { CardFace } from '../../game/cards/CardFace';
import classes from './verify.module.css';

/**
 * One card of an ended game: its face with the called numbers marked and the first completed
 * pattern's cells lit, and on which
 * call it completed each of the game's patterns (core cardCompletions). Null when not in play.
 */
export function CardResult({
  cards,
  paletteNumber,
  patterns,
  calls,
  testId,
}: {
  cards: readonly Card[];
  paletteNumber: number;
  patterns: readonly string[];
  calls: readonly string[];
  testId: string;
}) {
  const { t } = useTranslation();
  const card = cards.find((c) => c.paletteNumber === paletteNumber);
  const results = cardCompletions(cards, paletteNumber, patterns.filter(isPatternName), calls);
  if (!card || !results) return null;
  const firstWin = results.find((r) => r.completedAtCall != null);
  return (
    <div className={classes.lookupResult} data-testid={testId}>
      <CardFace card={card} marked={calledMask(card, calls)} winning={firstWin?.cells ?? []} />
      <ul className={classes.checks} style={{ flex: '1 1 200px', maxWidth: 420 }}>
        {results.map((r) => (
          <li key={r.pattern} data-testid={`${testId === 'lookup-result' ? 'lookup' : testId}-${r.pattern}`}>
            <span>{t(`verifyPatterns.${r.pattern}`)}</span>
            <span className={classes.badge}>
              {r.completedAtCall == null
                ? t('verify.notCompleted')
                : t('verify.completedAt', { call: r.completedAtCall, label: r.completingCall })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The called cells of a card; none when the answer's calls are not labels (a tampered answer). */
function calledMask(card: Card, calls: readonly string[]): number {
  try {
    return markedCells(card, parseCalledNumbers(calls));
  } catch {
    return 0;
  }
}
