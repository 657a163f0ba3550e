import type { DrawCheck } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import { CallsList } from './CallsList';
import classes from './verify.module.css';

/** After the end: the seed, the two checks computed in this browser, and the recomputed order. */
export function VerificationPanel({ seed, check, made }: { seed: string; check: DrawCheck; made: number }) {
  const { t } = useTranslation();
  const ok = check.commitmentMatches && check.callsMatch;
  const badge = (match: boolean, testId: string) => (
    <span className={`${classes.badge} ${match ? classes.ok : classes.bad}`} data-testid={testId} data-match={match}>
      {match ? `✓ ${t('verify.match')}` : `✗ ${t('verify.noMatch')}`}
    </span>
  );
  return (
    <section className={classes.section} data-testid="verify-result" data-verified={ok}>
      <p className={`${classes.verdict} ${ok ? classes.ok : classes.bad}`} data-testid="verify-verdict">
        {ok ? `✓ ${t('verify.verdictOk')}` : `✗ ${t('verify.verdictBad')}`}
      </p>
      <h2>{t('verify.seed')}</h2>
      <p className={classes.hex} data-testid="verify-seed">
        {seed}
      </p>
      <h2 style={{ marginTop: 12 }}>{t('verify.checks')}</h2>
      <ul className={classes.checks}>
        <li>
          <span>{t('verify.commitmentCheck')}</span>
          {badge(check.commitmentMatches, 'check-commitment')}
        </li>
        <li>
          <span>
            {t('verify.callsCheck')}
            {check.firstMismatch != null && (
              <span className={classes.muted}> — {t('verify.mismatchAt', { n: check.firstMismatch })}</span>
            )}
          </span>
          {badge(check.callsMatch, 'check-calls')}
        </li>
      </ul>
      {check.order.length > 0 && (
        <>
          <h2>{t('verify.recomputed', { made })}</h2>
          <CallsList calls={check.order} made={made} testId="verify-recomputed" />
        </>
      )}
    </section>
  );
}
