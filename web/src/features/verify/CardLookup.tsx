import { cardCompletions, isPatternName, type Card } from '@bingo/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace } from '../../game/cards/CardFace';
import { parseCardNumber } from './verify-rules';
import classes from './verify.module.css';

/** A player types a card number: on which call it completed each of the game's patterns (core cardCompletions). */
export function CardLookup({
  cards,
  patterns,
  calls,
}: {
  cards: readonly Card[];
  patterns: readonly string[];
  calls: readonly string[];
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(parseCardNumber(typed));
  };
  const card = shown == null ? undefined : cards.find((c) => c.paletteNumber === shown);
  const results = shown == null ? null : cardCompletions(cards, shown, patterns.filter(isPatternName), calls);
  const firstWin = results?.find((r) => r.completedAtCall != null);
  return (
    <section className={classes.section}>
      <h2>{t('verify.lookup')}</h2>
      <form className={classes.form} onSubmit={submit}>
        <label>
          {t('verify.lookupLabel')}
          <input
            className={classes.input}
            inputMode="numeric"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-testid="lookup-input"
          />
        </label>
        <button className={classes.button} type="submit" data-testid="lookup-show">
          {t('verify.lookupButton')}
        </button>
      </form>
      {shown != null && !results && (
        <p className={classes.muted} data-testid="lookup-none">
          {t('verify.notInPlay', { n: shown })}
        </p>
      )}
      {card && results && (
        <div className={classes.lookupResult} data-testid="lookup-result">
          <CardFace card={card} winning={firstWin?.cells ?? []} />
          <ul className={classes.checks} style={{ flex: '1 1 200px' }}>
            {results.map((r) => (
              <li key={r.pattern} data-testid={`lookup-${r.pattern}`}>
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
      )}
    </section>
  );
}
