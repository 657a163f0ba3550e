import type { DrawCheck } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import { CallsList } from './CallsList';
import classes from './verify.module.css';

/**
 * The calls, listed once: while the game runs, the calls made; after the end, all 75 in the order
 * the seed gives, the ones never called pale. When the calls do not match the seed, the calls as
 * the server answered them (the proof says where they differ).
 */
export function GameCalls({ calls, check }: { calls: readonly string[]; check: DrawCheck | null }) {
  const { t } = useTranslation();
  const made = calls.length;
  const whole = check?.callsMatch && check.order.length > 0;
  return (
    <section className={classes.section}>
      <h2 data-testid="verify-call-count">
        {whole ? t('verify.allCalls', { made }) : t('verify.callsSoFar', { n: made })}
      </h2>
      {made === 0 && !whole ? (
        <p className={classes.muted}>{t('verify.noCallsYet')}</p>
      ) : (
        <CallsList calls={whole ? check.order : calls} made={whole ? made : undefined} testId="verify-calls" />
      )}
      {whole && made < check.order.length && <p className={classes.muted}>{t('verify.dimmedNote', { made })}</p>}
    </section>
  );
}
