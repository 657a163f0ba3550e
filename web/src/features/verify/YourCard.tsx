import type { Card } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import { CardResult } from './CardResult';
import classes from './verify.module.css';

/**
 * The card a player came from (its QR's page links here with ?card=<palette>), first and
 * highlighted: after the end its face and results; while the game runs, when they will show.
 */
export function YourCard({
  paletteNumber,
  cards,
  patterns,
  calls,
}: {
  paletteNumber: number;
  /** The cards in play; null while the game runs (they are public once it ends). */
  cards: readonly Card[] | null;
  patterns: readonly string[];
  calls: readonly string[];
}) {
  const { t } = useTranslation();
  const inPlay = cards?.some((c) => c.paletteNumber === paletteNumber);
  return (
    <section
      className={`${classes.section} ${classes.yourCard}`}
      data-testid="verify-your-card"
      data-palette={paletteNumber}
      data-in-play={cards ? !!inPlay : undefined}
    >
      <h2>{t('verify.yourCard', { n: paletteNumber })}</h2>
      {!cards && <p>{t('verify.yourCardWaiting', { n: paletteNumber })}</p>}
      {cards && !inPlay && <p>{t('verify.yourCardNotInPlay', { n: paletteNumber })}</p>}
      {cards && inPlay && (
        <>
          <p className={classes.muted}>{t('verify.yourCardHelp')}</p>
          <CardResult
            cards={cards}
            paletteNumber={paletteNumber}
            patterns={patterns}
            calls={calls}
            testId="your-card"
          />
        </>
      )}
    </section>
  );
}
