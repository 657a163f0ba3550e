import type { DrawCheck } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import classes from './verify.module.css';

/**
 * The proof for whoever wants it, folded under the plain opening: what SHA-256, the seed and the
 * commitment are in one sentence each, their values, and the two checks this browser computed.
 */
export function TechnicalProof({
  commitment,
  seed,
  check,
}: {
  commitment: string;
  seed: string | null;
  check: DrawCheck | null;
}) {
  const { t } = useTranslation();
  const badge = (match: boolean, testId: string) => (
    <span className={`${classes.badge} ${match ? classes.ok : classes.bad}`} data-testid={testId} data-match={match}>
      {match ? `✓ ${t('verify.match')}` : `✗ ${t('verify.noMatch')}`}
    </span>
  );
  return (
    <details className={classes.section} data-testid="verify-proof">
      <summary>
        <strong>{t('verify.proofTitle')}</strong>
      </summary>
      <p>{t('verify.proofIntro')}</p>
      <dl className={classes.terms}>
        {(['sha256', 'seed', 'commitment'] as const).map((term) => (
          <div key={term}>
            <dt>{t(`verify.${term}Term`)}</dt>
            <dd>{t(`verify.${term}Help`)}</dd>
          </div>
        ))}
      </dl>
      <h3 className={classes.checkHead}>{t('verify.commitment')}</h3>
      <p className={classes.hex} data-testid="verify-commitment">
        {commitment}
      </p>
      <h3 className={classes.checkHead}>{t('verify.seed')}</h3>
      {seed == null ? (
        <p className={classes.muted}>{t('verify.beforeEnd')}</p>
      ) : (
        <p className={classes.hex} data-testid="verify-seed">
          {seed}
        </p>
      )}
      {check && (
        <>
          <h3 className={classes.checkHead}>{t('verify.checks')}</h3>
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
          <p className={classes.muted}>{t('verify.inBrowser')}</p>
        </>
      )}
    </details>
  );
}
