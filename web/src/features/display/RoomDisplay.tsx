import '../../shared/i18n/display.i18n';
import '../../shared/i18n/linkedjackpot.i18n';
import { BALL_COUNT, LETTERS, PATTERNS, hallFollowPath, letterOf, markedCells } from '@bingo/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace } from '../../game/cards/CardFace';
import { formatBirr } from '../../shared/money-format';
import { useQrDataUrl } from '../../game/room-display/qr';
import colours from '../../game/caller/game.module.css';
import { type RoomClaim, type RoomModel, shortCommitment } from './room-model';
import classes from './RoomDisplay.module.css';

/** Where anyone checks the game (the verification page; it also accepts the game's short code). */
export const verifyUrl = (gameId: string) => `${window.location.origin}/verify/${gameId}`;

/**
 * The room display (docs/screens.md#room-display): the live page and game recall draw the same
 * screen. Between games: the hall and the active announcements. During a game: the call count,
 * the prize, the current number, the last five, the winning patterns and the board; before the
 * first call the draw's commitment with a QR of its verification page, after it the same in a
 * corner for the whole game; over it, a judged claim or the house's win. `language`: the TV's own
 * language switch (live display only).
 */
export function RoomDisplay({
  model,
  status,
  controls,
  language,
}: {
  model: RoomModel;
  status?: ReactNode;
  controls?: ReactNode;
  language?: ReactNode;
}) {
  const { t } = useTranslation();
  const game = model.game;
  return (
    <div className={classes.screen} data-testid="room-display">
      {game ? (
        <GameView
          game={game}
          hallName={model.hallName}
          hallCode={model.hallCode}
          language={language}
          linked={model.linkedJackpot ?? null}
        />
      ) : (
        <Between model={model} language={language} />
      )}
      {status && <div className={classes.status}>{status}</div>}
      {controls && <div className={classes.controls}>{controls}</div>}
      {game?.houseWin && !game.claim && (
        <div className={classes.overlay} data-testid="house-win">
          <div className={classes.houseWin}>{t('display.houseWin')}</div>
        </div>
      )}
      {game?.claim && <ClaimOverlay claim={game.claim} calls={game.calls} />}
    </div>
  );
}

function GameView({
  game,
  hallName,
  hallCode,
  language,
  linked,
}: {
  game: NonNullable<RoomModel['game']>;
  hallName: string;
  hallCode: string | null;
  language?: ReactNode;
  linked: RoomModel['linkedJackpot'];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'am' ? 'am' : 'en';
  const shown = game.calls.length;
  const latest = game.calls.at(-1);
  const recent = game.calls.slice(-6, -1).reverse();
  return (
    <>
      <div className={classes.top}>
        <span className={classes.hall}>
          {hallName}
          {language}
        </span>
        <span className={classes.count} data-testid="display-count">
          {t('display.callOf', { n: shown, total: BALL_COUNT })}
          {game.paused && shown > 0 ? ` · ${t(game.autoPaused ? 'display.autoPaused' : 'display.paused')}` : ''}
        </span>
        <span className={classes.prize} data-testid="display-prize">
          {t('display.prize')}: {formatBirr(game.prize)}
        </span>
        {linked && (
          <span className={classes.linkedTop} data-testid="display-linked-jackpot">
            {linked.name}: {formatBirr(linked.amount)}
          </span>
        )}
      </div>
      <div className={classes.main}>
        <div className={classes.side}>
          {latest === undefined ? (
            <Commitment gameId={game.gameId} commitment={game.commitment} />
          ) : (
            <>
              <div className={`${classes.current} ${colours[`b${letterOf(latest)}`]}`} data-testid="display-current">
                <span className={classes.currentLetter}>{letterOf(latest)}</span>
                <span className={classes.currentNumber}>{latest}</span>
              </div>
              <div>
                <div className={classes.label}>{t('display.lastCalls')}</div>
                <div className={classes.recent} data-testid="display-recent">
                  {recent.map((n) => (
                    <div key={n} className={`${classes.recentBall} ${colours[`b${letterOf(n)}`]}`}>
                      {letterOf(n)}
                      {n}
                    </div>
                  ))}
                </div>
              </div>
              <VerifyCorner gameId={game.gameId} commitment={game.commitment} />
            </>
          )}
          {hallCode && <FollowCorner hallCode={hallCode} />}
          <div>
            <div className={classes.label} style={{ textAlign: 'center' }}>
              {t('display.patterns')}
            </div>
            <div className={classes.patterns}>
              {game.patterns.map((p) => (
                <span key={p} className={classes.pattern}>
                  {PATTERNS[p].label[lang]}
                </span>
              ))}
            </div>
          </div>
        </div>
        <Board calls={game.calls} />
      </div>
    </>
  );
}

function Board({ calls }: { calls: readonly number[] }) {
  const called = new Set(calls);
  const latest = calls.at(-1);
  return (
    <div className={classes.board} data-testid="display-board">
      {LETTERS.map((l, row) => [
        <div key={l} className={`${classes.letter} ${colours[`b${l}`]}`}>
          {l}
        </div>,
        ...Array.from({ length: 15 }, (_, i) => row * 15 + i + 1).map((n) => (
          <div
            key={n}
            className={`${classes.ball} ${called.has(n) ? `${classes.called} ${colours[`b${l}`]}` : ''} ${n === latest ? classes.latest : ''}`}
            data-called={called.has(n) || undefined}
            data-testid={`display-ball-${n}`}
          >
            {n}
          </div>
        )),
      ])}
    </div>
  );
}

function Commitment({ gameId, commitment }: { gameId: string; commitment: string }) {
  const { t } = useTranslation();
  const qr = useQrDataUrl(verifyUrl(gameId));
  return (
    <div className={classes.commit} data-testid="display-commitment">
      <div className={classes.label}>{t('display.waiting')}</div>
      <div className={classes.label}>{t('display.commitment')}</div>
      <div className={classes.commitCode}>{shortCommitment(commitment)}</div>
      {qr && <img className={classes.qr} src={qr} alt={verifyUrl(gameId)} data-testid="display-verify-qr" />}
      <div style={{ fontSize: '2.4vh' }}>{t('display.verify')}</div>
    </div>
  );
}

/** After the first call: the draw's short commitment and the verification QR, small, until the end. */
function VerifyCorner({ gameId, commitment }: { gameId: string; commitment: string }) {
  const { t } = useTranslation();
  const qr = useQrDataUrl(verifyUrl(gameId));
  return (
    <div className={classes.verifyCorner} data-testid="display-verify-corner">
      {qr && <img className={classes.qrSmall} src={qr} alt={verifyUrl(gameId)} />}
      <div>
        <div className={classes.label}>{t('display.verify')}</div>
        <div className={classes.cornerCode}>{shortCommitment(commitment)}</div>
      </div>
    </div>
  );
}

/** Where players follow their paper cards on their phones: the hall's QR and code, small (docs/screens.md#card-page). */
function FollowCorner({ hallCode, centred = false }: { hallCode: string; centred?: boolean }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${hallFollowPath(hallCode)}`;
  const qr = useQrDataUrl(url);
  return (
    <div
      className={`${classes.verifyCorner} ${centred ? classes.centred : ''}`}
      data-testid="display-follow-qr"
      data-url={url}
    >
      {qr && <img className={classes.qrSmall} src={qr} alt={url} />}
      <div>
        <div className={classes.label}>{t('display.follow')}</div>
        <div className={classes.cornerCode}>{hallCode}</div>
      </div>
    </div>
  );
}

function ClaimOverlay({ claim, calls }: { claim: RoomClaim; calls: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'am' ? 'am' : 'en';
  const marked = claim.card ? markedCells(claim.card, calls.slice(0, claim.prefixLength)) : 0;
  return (
    <div className={classes.overlay} data-testid="display-claim" data-winner={claim.isWinner || undefined}>
      {claim.card && (
        <div className={classes.cardBox}>
          <CardFace card={claim.card} marked={marked} winning={claim.winningCells} size="lg" />
        </div>
      )}
      <div className={classes.claimText}>
        <div>{t('display.card', { n: claim.cardNumber })}</div>
        {claim.isWinner ? (
          <>
            <div className={`${classes.claimTitle} ${classes.win}`}>{t('display.bingo')}</div>
            {claim.pattern && <div>{PATTERNS[claim.pattern].label[lang]}</div>}
            <div className={classes.prize}>
              {t('display.prize')}: {formatBirr(claim.payout)}
            </div>
          </>
        ) : (
          <>
            <div className={`${classes.claimTitle} ${classes.lose}`}>{t('display.notWinner')}</div>
            <div>{t('display.locked')}</div>
          </>
        )}
      </div>
    </div>
  );
}

function Between({ model, language }: { model: RoomModel; language?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.between} data-testid="display-between">
      <div className={`${classes.label} ${classes.hall}`}>
        {model.hallName}
        {language}
      </div>
      <div className={classes.betweenTitle}>{t('display.between')}</div>
      {model.linkedJackpot && <LinkedPool pool={model.linkedJackpot} />}
      {model.announcements.length === 0 && <div className={classes.announcementTitle}>{t('display.welcome')}</div>}
      {model.announcements.slice(0, 2).map((a) => (
        <div key={a.title + a.body} className={classes.announcement}>
          <div className={classes.announcementTitle}>{a.title}</div>
          <div className={classes.announcementBody}>{a.body}</div>
        </div>
      ))}
      {model.hallCode && <FollowCorner hallCode={model.hallCode} centred />}
    </div>
  );
}

/** The linked pool between games: large, with the hall that took it last (docs/games-and-money.md#linked-jackpot). */
function LinkedPool({ pool }: { pool: NonNullable<RoomModel['linkedJackpot']> }) {
  const { t } = useTranslation();
  return (
    <div className={classes.linked} data-testid="display-linked-jackpot">
      <div className={classes.label}>
        {t('lj.linked')} · {pool.name}
      </div>
      <div className={classes.linkedAmount}>{formatBirr(pool.amount)}</div>
      {pool.lastWin && (
        <div className={classes.linkedLast}>
          {t('lj.lastWon', { hall: pool.lastWin.hallName, amount: formatBirr(pool.lastWin.amount) })}
        </div>
      )}
    </div>
  );
}
