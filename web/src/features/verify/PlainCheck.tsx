import type { DrawCheck } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import classes from './verify.module.css';

/**
 * The page's opening in a player's words: the numbers were fixed before the first call, nobody
 * could change them, and (after the end) the check, done on this phone. The technical proof is
 * folded below it (TechnicalProof).
 */
export function PlainCheck({ check }: { check: DrawCheck | null }) {
  const { t } = useTranslation();
  if (!check)
    return (
      <section className={`${classes.section} ${classes.plain}`} data-testid="verify-plain">
        <h2 className={classes.plainTitle}>{t('verify.plainTitle')}</h2>
        <p>{t('verify.plainRunning')}</p>
        <p className={classes.muted}>{t('verify.refreshing')}</p>
      </section>
    );
  const ok = check.commitmentMatches && check.callsMatch;
  return (
    <section className={`${classes.section} ${classes.plain}`} data-testid="verify-result" data-verified={ok}>
      {ok && (
        <h2 className={classes.plainTitle} data-testid="verify-plain">
          {t('verify.plainTitle')}
        </h2>
      )}
      {ok && <p>{t('verify.plainEnded')}</p>}
      <h3 className={classes.checkHead}>{t('verify.hereIsCheck')}</h3>
      <p className={`${classes.verdict} ${ok ? classes.ok : classes.bad}`} data-testid="verify-verdict">
        {ok ? `✓ ${t('verify.verdictOk')}` : `✗ ${t('verify.verdictBad')}`}
      </p>
      <p>{ok ? t('verify.checkOk') : t('verify.checkBad')}</p>
    </section>
  );
}
