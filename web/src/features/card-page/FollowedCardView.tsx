import type { PatternName } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import { CardFace } from '../../game/cards/CardFace';
import type { FollowedGame } from './card-api';
import { cardProgress, type FollowedCard } from './card-page-rules';
import classes from './card-page.module.css';

/**
 * One followed card: its face marked with the calls made, "Bingo — tell the caller: card 47" and
 * the pattern once it completes one of the game's patterns, and the game's verification after the
 * end (the card highlighted there).
 */
export function FollowedCardView({
  followed,
  game,
  inPlay,
  patternLabel,
  onRemove,
}: {
  followed: FollowedCard;
  game: FollowedGame | null;
  inPlay: boolean;
  patternLabel: (p: PatternName) => string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = followed.paletteNumber;
  const live = game !== null && inPlay;
  const progress = live ? cardProgress(followed.card, game.calledNumbers, game.winningPatterns) : null;
  return (
    <section className={classes.cardBox} data-testid={`followed-${n}`} data-in-play={live || undefined}>
      <div className={classes.cardHead}>
        <span className={classes.cardTitle}>{t('cardPage.card', { n })}</span>
        <button type="button" className={classes.link} onClick={onRemove} data-testid={`remove-${n}`}>
          {t('cardPage.remove')}
        </button>
      </div>
      {followed.check && <div className={classes.real}>{t('cardPage.realCard', { set: followed.cardSetId })}</div>}
      {progress?.bingo && (
        <div className={classes.bingo} role="status" data-testid={`bingo-${n}`}>
          <div>{t('cardPage.bingo', { n })}</div>
          <div className={classes.bingoPattern}>{patternLabel(progress.bingo.pattern)}</div>
        </div>
      )}
      <div className={classes.face}>
        <CardFace
          card={followed.card}
          marked={progress?.marked ?? 0}
          winning={progress?.bingo?.cells ?? []}
          size="lg"
        />
      </div>
      {game && !inPlay && (
        <p className={classes.muted} data-testid={`not-in-play-${n}`}>
          {t('cardPage.notInPlay', { n })}
        </p>
      )}
      {live && !game.ended && !progress?.bingo && <p className={classes.inPlay}>{t('cardPage.inPlay')}</p>}
      {game?.ended && (
        <a className={classes.button} href={`/verify/${game.publicCode}?card=${n}`} data-testid={`verify-${n}`}>
          {t('cardPage.verify')}
        </a>
      )}
    </section>
  );
}
