import { formatPublicCode } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import type { PublicGame } from './operations';
import { readerDateTime } from './verify-dates';
import classes from './verify.module.css';

/** Who played what, when: the hall's display name is the only account detail (docs/fairness.md#verifying). */
export function GameFacts({ game }: { game: PublicGame }) {
  const { t, i18n } = useTranslation();
  // AUTO_PAUSED: the server paused it, nobody in the room was connected (docs/fairness.md#no-calls-into-an-empty-room).
  const paused = game.pauseReason === 'AUTO_PAUSE' ? 'AUTO_PAUSED' : 'PAUSED';
  const status = game.status === 'ACTIVE' && game.paused ? paused : game.status;
  const facts: [string, string, string][] = [
    ['hall', t('verify.hall'), game.hallName],
    ['code', t('verify.code'), formatPublicCode(game.publicCode)],
    ['type', t('verify.gameType'), t(`verify.gameTypes.${game.gameType}`)],
    ['status', t('verify.statusLabel'), t(`verify.status.${status}`)],
    ['started', t('verify.started'), readerDateTime(game.startedAt, i18n.language, t)],
    ['set', t('verify.cardSet'), game.cardSetName],
    ['speed', t('verify.callSpeed'), t('verify.seconds', { n: game.callSpeed / 1000 })],
  ];
  if (game.endedAt) facts.push(['ended', t('verify.ended'), readerDateTime(game.endedAt, i18n.language, t)]);
  return (
    <dl className={classes.facts} data-testid="verify-facts">
      {facts.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`verify-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
