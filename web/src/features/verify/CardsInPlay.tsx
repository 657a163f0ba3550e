import type { Card } from '@bingo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace } from '../../game/cards/CardFace';
import classes from './verify.module.css';

/** Every card in play, folded: a house game may have a hundred, and a phone need not draw them until asked. */
export function CardsInPlay({
  cards,
  house,
  highlight,
}: {
  cards: readonly Card[];
  house: ReadonlySet<number>;
  /** The player's own card (?card=), outlined and marked. */
  highlight: number | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className={classes.section} data-testid="verify-cards" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <strong>{t('verify.cardsInPlay', { n: cards.length })}</strong>
      </summary>
      <div className={classes.cards}>
        {open &&
          cards.map((c) => (
            <div
              key={c.paletteNumber}
              className={c.paletteNumber === highlight ? classes.mine : undefined}
              data-mine={c.paletteNumber === highlight || undefined}
            >
              <div className={classes.muted}>
                {t('verify.card')} {c.paletteNumber}
                {house.has(c.paletteNumber) ? ` (${t('verify.houseCard')})` : ''}
                {c.paletteNumber === highlight ? ` (${t('verify.yourCardMark')})` : ''}
              </div>
              <CardFace card={c} size="sm" />
            </div>
          ))}
      </div>
    </details>
  );
}
