import { parseGameRef } from '@bingo/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setVerifyLanguage } from '../../shared/i18n/verify.i18n';
import { CardLookup } from './CardLookup';
import { CardsInPlay } from './CardsInPlay';
import { ClaimsAndPayouts } from './ClaimsAndPayouts';
import { GameCalls } from './GameCalls';
import { GameFacts } from './GameFacts';
import { fetchPublicGame, type PublicGame, type PublicGameFailure } from './operations';
import { PlainCheck } from './PlainCheck';
import { RefForm } from './RefForm';
import { TechnicalProof } from './TechnicalProof';
import { YourCard } from './YourCard';
import { cardFromSearch, coreCards, nextRefreshMs, verification } from './verify-rules';
import classes from './verify.module.css';

/** The reference in /verify/<ref>, decoded; '' on /verify. */
export function refFromPath(pathname: string): string {
  const m = /^\/verify\/([^/]+)\/?$/.exec(pathname);
  if (!m) return '';
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return m[1]!;
  }
}

type State =
  | { kind: 'loading' }
  | { kind: 'game'; game: PublicGame; retrying?: PublicGameFailure }
  | { kind: 'failed'; failure: PublicGameFailure };

/** Asks the server, then again while the game runs (just after each call is due); retries after a failure. */
function usePublicGame(ref: string): State {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: PublicGame | null = null;
    const load = async () => {
      const answer = await fetchPublicGame(ref, abort.signal).catch(() => null);
      if (!answer || abort.signal.aborted) return;
      if ('game' in answer) {
        last = answer.game;
        setState({ kind: 'game', game: answer.game });
        const wait = nextRefreshMs(answer.game);
        if (wait != null) timer = setTimeout(() => void load(), wait);
        return;
      }
      if (answer.failure === 'NOT_FOUND' || answer.failure === 'BAD_INPUT') {
        setState({ kind: 'failed', failure: answer.failure });
        return;
      }
      setState(
        last ? { kind: 'game', game: last, retrying: answer.failure } : { kind: 'failed', failure: answer.failure },
      );
      timer = setTimeout(() => void load(), 5000);
    };
    setState({ kind: 'loading' });
    void load();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [ref]);
  return state;
}

function Languages() {
  const { t, i18n } = useTranslation();
  return (
    <div className={classes.langs} role="group" aria-label={t('verify.language')}>
      {(['en', 'am'] as const).map((l) => (
        <button
          key={l}
          type="button"
          className={`${classes.lang} ${i18n.language === l ? classes.langActive : ''}`}
          onClick={() => setVerifyLanguage(l)}
          data-testid={`verify-lang-${l}`}
        >
          {l === 'en' ? 'English' : 'አማርኛ'}
        </button>
      ))}
    </div>
  );
}

function failureText(failure: PublicGameFailure, t: (k: string) => string): string {
  if (failure === 'RATE_LIMITED') return t('verify.rateLimited');
  if (failure === 'NETWORK' || failure === 'UNAVAILABLE') return t('verify.offline');
  return t('verify.failed');
}

/**
 * /verify/:ref (a game id or its short code), without sign-in: docs/screens.md#public.
 * ?card=<palette>: the player came from that card's QR; it is shown first, highlighted.
 */
export function VerifyPage({ pathname, search = '' }: { pathname: string; search?: string }) {
  const { t } = useTranslation();
  const ref = refFromPath(pathname);
  const valid = parseGameRef(ref) != null;
  useEffect(() => {
    document.title = t('verify.title');
  }, [t]);
  return (
    <main className={classes.page}>
      <header className={classes.top}>
        <div>
          <h1 className={classes.title}>{t('verify.title')}</h1>
          <div className={classes.muted}>{t('verify.tagline')}</div>
        </div>
        <Languages />
      </header>
      {!ref && <RefForm />}
      {ref && !valid && (
        <>
          <p className={classes.notice} data-testid="verify-bad-ref">
            {t('verify.badRef')}
          </p>
          <RefForm initial={ref} />
        </>
      )}
      {ref && valid && <GameScreen refText={ref} card={cardFromSearch(search)} />}
    </main>
  );
}

function GameScreen({ refText, card }: { refText: string; card: number | null }) {
  const { t } = useTranslation();
  const state = usePublicGame(refText);
  if (state.kind === 'loading') return <p className={classes.muted}>{t('verify.loading')}</p>;
  if (state.kind === 'failed') {
    if (state.failure === 'NOT_FOUND' || state.failure === 'BAD_INPUT')
      return (
        <section className={classes.section} data-testid="verify-not-found">
          <h2>{t('verify.notFoundTitle')}</h2>
          <p>{t('verify.notFoundText', { ref: refText })}</p>
          <RefForm />
        </section>
      );
    return <p className={classes.notice}>{failureText(state.failure, t)}</p>;
  }
  return <GameView game={state.game} retrying={state.retrying} card={card} />;
}

/**
 * The game in a player's words first (PlainCheck), their card if they came from one, the facts,
 * the calls once; the claims and cards after the end; the technical proof folded at the bottom.
 */
function GameView({ game, retrying, card }: { game: PublicGame; retrying?: PublicGameFailure; card: number | null }) {
  const { t } = useTranslation();
  const check = useMemo(() => verification(game), [game]);
  const cards = useMemo(() => coreCards(game), [game]);
  const house = useMemo(() => new Set((game.cards ?? []).filter((c) => c.house).map((c) => c.paletteNumber)), [game]);
  const ended = game.status === 'ENDED';
  return (
    <div data-testid="verify-game" data-status={game.status}>
      {retrying && <p className={classes.notice}>{failureText(retrying, t)}</p>}
      <PlainCheck check={check} />
      {card != null && (
        <YourCard
          paletteNumber={card}
          cards={game.cards ? cards : null}
          patterns={game.winningPatterns}
          calls={game.calledNumbers}
        />
      )}
      <section className={classes.section}>
        <GameFacts game={game} />
      </section>
      <GameCalls calls={game.calledNumbers} check={check} />
      {ended && (
        <>
          <ClaimsAndPayouts game={game} />
          <CardLookup cards={cards} patterns={game.winningPatterns} calls={game.calledNumbers} />
          <CardsInPlay cards={cards} house={house} highlight={card} />
        </>
      )}
      <TechnicalProof commitment={game.commitment} seed={game.seed ?? null} check={check} />
    </div>
  );
}
