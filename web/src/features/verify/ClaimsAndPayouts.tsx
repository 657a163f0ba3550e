import { useTranslation } from 'react-i18next';
import { formatBirr } from '../../shared/money-format';
import type { PublicGame } from './operations';
import classes from './verify.module.css';

/** After the end: the claims in the order they were judged, and what was paid. */
export function ClaimsAndPayouts({ game }: { game: PublicGame }) {
  const { t } = useTranslation();
  const claims = game.claims ?? [];
  const birr = (santim: number) => formatBirr(santim, { whole: false });
  const outcome =
    game.houseWin && game.winningCard != null
      ? t('verify.houseWon', { card: game.winningCard, call: game.winningCalls })
      : game.winningCard != null
        ? t('verify.cardWon', { card: game.winningCard, call: game.winningCalls })
        : game.abandonedAtCall != null
          ? t('verify.abandoned', { n: game.abandonedAtCall })
          : t('verify.noWinner');
  return (
    <>
      <section className={classes.section}>
        <h2>{t('verify.claims')}</h2>
        {claims.length === 0 ? (
          <p className={classes.muted}>{t('verify.noClaims')}</p>
        ) : (
          <table className={classes.table} data-testid="verify-claims">
            <thead>
              <tr>
                <th>{t('verify.card')}</th>
                <th>{t('verify.call')}</th>
                <th>{t('verify.result')}</th>
                <th>{t('verify.pattern')}</th>
                <th>{t('verify.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((c, i) => (
                <tr key={i} data-testid="verify-claim">
                  <td>{c.cardNumber}</td>
                  <td>{c.callIndex}</td>
                  <td className={c.result === 'WON' ? classes.ok : undefined}>
                    {c.result === 'WON' ? t('verify.won') : t('verify.lost')}
                  </td>
                  <td>{c.pattern ? t(`verifyPatterns.${c.pattern}`) : '—'}</td>
                  <td>{c.result === 'WON' ? birr(c.payoutSantim) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {!!game.missedClaims?.length && (
        <section className={classes.section} data-testid="verify-missed-claims">
          <h2>{t('verify.missedClaims')}</h2>
          <p className={classes.muted}>{t('verify.missedClaimsHelp')}</p>
          <ul>
            {game.missedClaims.map((m) => (
              <li key={m.cardNumber}>
                {t('verify.missedClaim', {
                  card: m.cardNumber,
                  pattern: t(`verifyPatterns.${m.pattern}`),
                  call: m.call,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={classes.section} data-testid="verify-payouts">
        <h2>{t('verify.payouts')}</h2>
        <p>{outcome}</p>
        <dl className={classes.facts}>
          {game.bettingAmountSantim != null && (
            <div>
              <dt>{t('verify.bet')}</dt>
              <dd>{birr(game.bettingAmountSantim)}</dd>
            </div>
          )}
          {game.payoutToWinnerSantim != null && (
            <div>
              <dt>{t('verify.prize')}</dt>
              <dd data-testid="verify-prize">{birr(game.payoutToWinnerSantim)}</dd>
            </div>
          )}
          {!!game.jackpotAwardedSantim && (
            <div>
              <dt>{t('verify.jackpot')}</dt>
              <dd>{birr(game.jackpotAwardedSantim)}</dd>
            </div>
          )}
        </dl>
      </section>
    </>
  );
}
