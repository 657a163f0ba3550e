import { FOLLOWED_CARDS_MAX, PATTERNS, normalizeHallCode, parsePalette } from '@bingo/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setCardPageLanguage } from '../../shared/i18n/cardpage.i18n';
import { fetchHallCard, fetchPrintedCard, isFailure, type Failure } from './card-api';
import { cardFromPath, loadFollowed, saveFollowed, withCard, type FollowedCard } from './card-page-rules';
import { FollowedCardView } from './FollowedCardView';
import { useHallFeed } from './useHallFeed';
import classes from './card-page.module.css';

/**
 * The public card page (docs/screens.md#card-page): `/c/<set>/<palette>/<check>` from a printed
 * card's QR, `/c?hall=<code>` from the room display's. The phone keeps its hall and up to four
 * cards; while the hall's game runs the cards are marked from its live feed (calls made only).
 */
export function CardPage({ pathname, search }: { pathname: string; search: string }) {
  const { t, i18n } = useTranslation();
  const [stored] = useState(loadFollowed);
  const [hall, setHall] = useState<string | null>(
    () => normalizeHallCode(new URLSearchParams(search).get('hall')) ?? stored.hall,
  );
  const [cards, setCards] = useState<FollowedCard[]>(stored.cards);
  const [problem, setProblem] = useState<Failure | 'FULL' | null>(null);
  const feed = useHallFeed(hall, cards);

  useEffect(() => saveFollowed(hall, cards), [hall, cards]);

  // The printed card of the QR: checked by the server, then followed like a typed one.
  useEffect(() => {
    const printed = cardFromPath(pathname);
    if (!printed) return;
    void fetchPrintedCard(printed.cardSetId, printed.paletteNumber, printed.check).then((answer) => {
      if (isFailure(answer)) return setProblem(answer);
      setCards((now) => withCard(now, answer) ?? [...now.slice(1), answer]);
    });
  }, [pathname]);

  const add = async (palette: number) => {
    if (!hall) return;
    const answer = await fetchHallCard(hall, palette);
    if (isFailure(answer)) return setProblem(answer);
    const next = withCard(cards, answer);
    setProblem(next ? null : 'FULL');
    if (next) setCards(next);
  };
  const lang = i18n.language === 'am' ? 'am' : 'en';
  const game = feed.game;
  const latest = game?.calledNumbers.at(-1);
  const failure = problem !== 'FULL' ? (problem ?? feed.failure) : null;

  return (
    <main className={classes.page}>
      <header className={classes.top}>
        <h1 className={classes.title}>{t('cardPage.title')}</h1>
        <div className={classes.langs} role="group" aria-label={t('cardPage.language')}>
          {(['en', 'am'] as const).map((l) => (
            <button
              key={l}
              type="button"
              className={`${classes.lang} ${lang === l ? classes.langActive : ''}`}
              onClick={() => setCardPageLanguage(l)}
              data-testid={`lang-${l}`}
            >
              {l === 'en' ? 'English' : 'አማርኛ'}
            </button>
          ))}
        </div>
      </header>
      {failure && (
        <p className={classes.problem} role="alert" data-testid="card-problem" data-reason={failure.reason}>
          {t(`cardPage.reasons.${failure.reason}`, { s: failure.retryAfter ?? 5 })}
        </p>
      )}
      {problem === 'FULL' && <p className={classes.problem}>{t('cardPage.maxCards', { n: FOLLOWED_CARDS_MAX })}</p>}
      {hall ? (
        <section className={classes.hallBar} data-testid="hall-bar">
          <div>
            <div className={classes.hallName}>{feed.hallName ?? hall}</div>
            <button type="button" className={classes.link} onClick={() => setHall(null)}>
              {t('cardPage.changeHall')}
            </button>
          </div>
          {game && !game.ended && (
            <div className={classes.latest} data-testid="latest-call" data-calls={game.calledNumbers.join(' ')}>
              <span className={classes.muted}>{t('cardPage.latestCall')}</span>
              <strong>{latest ?? '—'}</strong>
              <span className={classes.muted}>
                {t('cardPage.calls', { n: game.calledNumbers.length })}
                {game.paused && game.calledNumbers.length > 0 ? ` · ${t('cardPage.paused')}` : ''}
              </span>
            </div>
          )}
        </section>
      ) : (
        <HallForm onHall={setHall} />
      )}
      {hall && !failure && !feed.connected && <p className={classes.muted}>{t('cardPage.connecting')}</p>}
      {hall && feed.connected && !game && (
        <p className={classes.notice} data-testid="no-game">
          {t('cardPage.noGame')}
        </p>
      )}
      {game?.ended && (
        <p className={classes.notice} data-testid="game-ended">
          {t('cardPage.ended')}
        </p>
      )}
      <div className={classes.cards}>
        {cards.map((c) => (
          <FollowedCardView
            key={`${c.cardSetId}/${c.paletteNumber}`}
            followed={c}
            game={game}
            inPlay={feed.inPlay.has(`${c.cardSetId}/${c.paletteNumber}`)}
            patternLabel={(p) => PATTERNS[p].label[lang]}
            onRemove={() => setCards(cards.filter((x) => x !== c))}
          />
        ))}
      </div>
      {hall && cards.length < FOLLOWED_CARDS_MAX && <AddCard onAdd={(n) => void add(n)} />}
      <p className={classes.muted}>{t('cardPage.tagline')}</p>
    </main>
  );
}

function HallForm({ onHall }: { onHall: (code: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const code = normalizeHallCode(typed);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code) onHall(code);
  };
  return (
    <form className={classes.form} onSubmit={submit}>
      <label className={classes.label}>
        {t('cardPage.hallCode')}
        <input
          className={classes.input}
          value={typed}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid="hall-input"
        />
        <span className={classes.muted}>{t('cardPage.hallCodeHint')}</span>
      </label>
      <button className={classes.button} type="submit" disabled={!code} data-testid="hall-open">
        {t('cardPage.open')}
      </button>
    </form>
  );
}

function AddCard({ onAdd }: { onAdd: (palette: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const n = parsePalette(typed);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (n === null) return;
    onAdd(n);
    setTyped('');
  };
  return (
    <form className={classes.form} onSubmit={submit}>
      <label className={classes.label}>
        {t('cardPage.cardNumber')}
        <input
          className={classes.input}
          inputMode="numeric"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid="card-input"
        />
      </label>
      <button className={classes.button} type="submit" disabled={n === null} data-testid="card-add">
        {t('cardPage.add')}
      </button>
    </form>
  );
}
