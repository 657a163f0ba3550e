import { parseGameRef } from '@bingo/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './verify.module.css';

/** Type the code from the room display or a receipt; opens /verify/<code>. */
export function RefForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initial);
  const [bad, setBad] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ref = parseGameRef(typed);
    if (!ref) return setBad(true);
    window.location.assign(`/verify/${ref.kind === 'id' ? ref.id : ref.code}`);
  };
  return (
    <section className={classes.section}>
      <form className={classes.form} onSubmit={submit}>
        <label>
          {t('verify.codeLabel')}
          <input
            className={classes.input}
            value={typed}
            placeholder={t('verify.codePlaceholder')}
            autoCapitalize="characters"
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setBad(false);
            }}
            data-testid="verify-ref-input"
          />
        </label>
        <button className={classes.button} type="submit">
          {t('verify.open')}
        </button>
      </form>
      {bad && <p className={classes.muted}>{t('verify.badRef')}</p>}
    </section>
  );
}
