import type { Card } from '@bingo/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardResult } from './CardResult';
import { parseCardNumber } from './verify-rules';
import classes from './verify.module.css';

/** A player types a card number: on which call it completed each of the game's patterns. */
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
  const inPlay = shown != null && cards.some((c) => c.paletteNumber === shown);
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
      {shown != null && !inPlay && (
        <p className={classes.muted} data-testid="lookup-none">
          {t('verify.notInPlay', { n: shown })}
        </p>
      )}
      {shown != null && inPlay && (
        <CardResult cards={cards} paletteNumber={shown} patterns={patterns} calls={calls} testId="lookup-result" />
      )}
    </section>
  );
}
