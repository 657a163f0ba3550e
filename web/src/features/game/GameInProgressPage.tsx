import { LETTERS, PATTERNS, evaluateCard, letterOf, markedCells, parseCalledNumber, type PatternName } from '@bingo/core';
import { Alert, Badge, Box, Button, Center, Container, Group, Loader, Modal, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ActiveGameQuery, CheckWinnerMutation } from '../../gql/graphql';
import { CardFace, toCoreCard } from '../../shared/CardFace';
import { errorMessage } from '../../shared/errors';
import { AppHeader } from '../../shared/layout/AppHeader';
import { formatBirr } from '../../shared/money';
import { showToast } from '../../shared/toast/toast-store';
import { sanitizeCardNumberInput } from '../dashboard/card-number-box';
import { SETTINGS_KEYS, read } from '../dashboard/settings';
import { isVoice } from '../dashboard/voice-speed';
import { useVoice } from '../voices/useVoice';
import { COUNTDOWN_TICK_MS, callsDue, countdownSeconds, nextCallAt, startClock, type ClockAnchor } from './call-clock';
import { ALREADY_CHECKED, CARD_LOCKED, NOT_A_PLAYER, precheckCard } from './check-rules';
import classes from './game.module.css';
import { useActiveGame, useCheckWinner, useEndGame, useUpdateGameProgress } from './operations';
import { celebrate, playLose, playWin } from './sounds';

type Game = NonNullable<ActiveGameQuery['activeGame']>;
type Check = CheckWinnerMutation['checkWinner'];

export function GameInProgressPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useActiveGame();
  if (loading && !data) {
    return (
      <Center mih="100vh">
        <Loader aria-label={t('game.loading')} />
      </Center>
    );
  }
  const game = data?.activeGame;
  if (!game) {
    return (
      <Box>
        <AppHeader />
        <Center mih="60vh">
          <Stack align="center">
            <Text data-testid="no-game">{error ? errorMessage(error) : t('game.noGame')}</Text>
            <Group>
              {error && <Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
              <Button component={Link} to="/dashboard" variant="light">
                {t('game.returnToDashboard')}
              </Button>
            </Group>
          </Stack>
        </Center>
      </Box>
    );
  }
  return <GameScreen key={game.gameId} game={game} />;
}

function GameScreen({ game }: { game: Game }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [updateProgress] = useUpdateGameProgress();
  const [checkWinner, { loading: checking }] = useCheckWinner();
  const [endGame, { loading: ending }] = useEndGame();

  const total = game.calledNumbers.length;
  const numbers = useMemo(() => game.calledNumbers.map((label) => parseCalledNumber(label)), [game.calledNumbers]);
  const patterns = game.winningPatterns as PatternName[];
  const storedVoice = read(SETTINGS_KEYS.audioLanguage);
  const voice = useVoice(isVoice(storedVoice) ? storedVoice : 'none');

  const [shown, setShown] = useState(Math.min(game.callsRevealed, total));
  // Starts paused; a game the operator had paused stays paused after a reload.
  const [userPaused, setUserPaused] = useState(game.paused && game.callsRevealed > 0);
  const running = !userPaused && voice.ready && shown < total;
  const anchor = useRef<ClockAnchor | null>(null);
  const [now, setNow] = useState(() => performance.now());

  // Drift-free scheduling: every tick asks the clock which call is due now.
  useEffect(() => {
    if (!running) {
      anchor.current = null;
      return;
    }
    const clock = startClock(performance.now(), shown, game.callSpeed, total);
    anchor.current = clock;
    setNow(performance.now());
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = performance.now();
      setShown((s) => Math.max(s, callsDue(clock, t)));
      const next = nextCallAt(clock, t);
      if (next !== null) timer = setTimeout(tick, Math.max(0, next - t) + 1);
    };
    timer = setTimeout(tick, game.callSpeed);
    const countdown = setInterval(() => setNow(performance.now()), COUNTDOWN_TICK_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(countdown);
    };
    // the clock restarts only when running flips; `shown` is read at that moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, game.callSpeed, total]);

  // Each new call: say it, and tell the server how far we got (a reload continues here).
  const saved = useRef({ shown: game.callsRevealed, paused: game.paused });
  useEffect(() => {
    const paused = !running;
    if (shown > saved.current.shown) {
      const n = numbers[shown - 1];
      if (n !== undefined) voice.play(n);
    }
    if (saved.current.shown === shown && saved.current.paused === paused) return;
    if (!voice.ready) return;
    saved.current = { shown, paused };
    updateProgress({ variables: { input: { gameId: game.gameId, callsRevealed: shown, paused } } }).catch((e: unknown) =>
      console.warn('progress not saved', errorMessage(e)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, running, voice.ready]);

  // House game: the online player's win, once, at the winning call.
  const [houseOpen, setHouseOpen] = useState(false);
  const houseShown = useRef(false);
  useEffect(() => {
    if (!game.houseWin || game.winningCard == null || game.winningCalls == null || houseShown.current) return;
    if (shown >= game.winningCalls) {
      houseShown.current = true;
      setUserPaused(true);
      setHouseOpen(true);
      playWin();
    }
  }, [shown, game.houseWin, game.winningCard, game.winningCalls]);

  // Checking cards.
  const [cardInput, setCardInput] = useState('');
  const [checked, setChecked] = useState<{ check: Check; prefix: number[] }[]>([]);
  const [resultsOpen, setResultsOpen] = useState(false);
  const judged = useRef(new Map<number, 'WON' | 'LOST'>(game.claims.map((c) => [c.cardNumber, c.result === 'WON' ? 'WON' : 'LOST'])));
  const canCheck = userPaused && !checking && cardInput !== '';

  async function onCheck() {
    if (!canCheck) return;
    const cardNumber = Number(cardInput);
    const problem = precheckCard(cardNumber, game.cardPaletteNumbers, judged.current, checked.map((c) => c.check.cardNumber));
    if (problem) {
      showToast('error', t(`checkErrors.${problemKey(problem)}`));
      return;
    }
    const prefix = numbers.slice(0, shown);
    try {
      const { data } = await checkWinner({ variables: { input: { gameId: game.gameId, cardNumber, calledNumbers: game.calledNumbers.slice(0, shown) } } });
      if (!data) throw new Error('no answer');
      const check = data.checkWinner;
      judged.current.set(cardNumber, check.isWinner ? 'WON' : 'LOST');
      setChecked((list) => [...list, { check, prefix }]);
      setResultsOpen(true);
      setCardInput('');
      if (check.isWinner) {
        playWin();
        celebrate();
      } else playLose();
    } catch (error) {
      const message = errorMessage(error);
      showToast('error', message === 'API request failed' ? t('checkErrors.generic') : message);
    }
  }

  async function onEnd() {
    try {
      const { data } = await endGame({ variables: { gameId: game.gameId } });
      const end = data?.endGame;
      navigate('/dashboard', { state: end ? { ended: { gameId: end.gameId, seed: end.seed, commitment: end.commitment } } : null });
    } catch (error) {
      console.error('End game failed:', errorMessage(error));
      navigate('/dashboard');
    }
  }

  const called = new Set(numbers.slice(0, shown));
  const latest = shown > 0 ? numbers[shown - 1] : undefined;
  const recent = numbers.slice(Math.max(0, shown - 5), shown).reverse();
  const winners = checked.filter((c) => c.check.isWinner).length;
  const payout = winners > 0 ? game.payoutToWinner / winners : game.payoutToWinner;
  const countdown = anchor.current ? countdownSeconds(anchor.current, now) : Math.ceil(game.callSpeed / 1000);

  return (
    <Box>
      <AppHeader />
      <Container size="xl" py="md">
        <Stack gap="md">
          <Paper withBorder p="sm" radius="md" bg="orange.0" data-testid="payout-banner">
            <Group justify="space-between" wrap="wrap">
              <Title order={3}>
                {t('game.payout')}: {formatBirr(payout)}
              </Title>
              <Group gap="xs">
                <Badge size="lg" color={game.gameType === 'house' ? 'grape' : 'blue'}>
                  {t(`gameTypes.${game.gameType}`, { defaultValue: game.gameType })}
                </Badge>
                {game.isJackpotGame && (
                  <Badge size="lg" color="yellow">
                    {t('game.jackpot')}: {formatBirr(game.jackpotPool)}
                  </Badge>
                )}
              </Group>
            </Group>
          </Paper>

          {voice.status === 'loading' && (
            <Box data-testid="voice-progress">
              <Text size="sm">{t('game.loadingVoice', { n: voice.progress })}</Text>
              <Progress value={voice.progress} animated />
            </Box>
          )}
          {voice.status === 'failed' && (
            <Alert color="yellow" data-testid="voice-failed">
              {t('game.voiceFailed')}
            </Alert>
          )}

          <Group justify="space-between" wrap="wrap" align="center">
            <Group gap="lg">
              <Text fw={700} size="xl" data-testid="call-count">
                {t('game.callCount', { n: shown, total })}
              </Text>
              <Text size="xl" data-testid="countdown">
                {running ? t('game.countdown', { s: countdown }) : t('game.paused')}
              </Text>
            </Group>
            <div className={classes.recent} data-testid="recent-calls">
              {recent.map((n, i) => (
                <div key={n} className={`${classes.recentBall} ${classes[`b${letterOf(n)}`]} ${i === 0 ? classes.recentLatest : ''}`} data-latest={i === 0 || undefined}>
                  {letterOf(n)}
                  {n}
                </div>
              ))}
            </div>
          </Group>

          {shown === 0 && (
            <Paper withBorder p="sm" radius="md" data-testid="commitment">
              <div className={classes.shuffle} aria-hidden>
                {LETTERS.map((l, i) => (
                  <div key={l} className={`${classes.shuffleBall} ${classes[`b${l}`]}`} style={{ animationDelay: `${i * 0.12}s` }} />
                ))}
              </div>
              <Text size="xs" ta="center" style={{ wordBreak: 'break-all' }}>
                {t('game.commitment')}: {game.commitment}
              </Text>
            </Paper>
          )}

          <Paper withBorder p="sm" radius="md">
            <div className={classes.board} data-testid="bingo-board">
              {LETTERS.map((l, row) => (
                <BoardRow key={l} letter={l} row={row} called={called} latest={latest} />
              ))}
            </div>
          </Paper>

          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <TextInput
                aria-label={t('game.cardNumber')}
                placeholder={t('game.cardNumber')}
                name="checkCard"
                w={150}
                inputMode="numeric"
                value={cardInput}
                onChange={(e) => setCardInput(sanitizeCardNumberInput(e.currentTarget.value))}
                onKeyDown={(e) => e.key === 'Enter' && void onCheck()}
              />
              <Button onClick={() => void onCheck()} disabled={!canCheck} loading={checking} data-testid="check-button">
                {t('game.check')}
              </Button>
            </Group>
            <Group gap="xs">
              <Button
                color={userPaused ? 'green' : 'yellow'}
                onClick={() => setUserPaused((p) => !p)}
                disabled={shown >= total || !voice.ready}
                data-testid="pause-button"
              >
                {userPaused ? t('game.resume') : t('game.pause')}
              </Button>
              <Button color="red" onClick={() => void onEnd()} loading={ending} data-testid="end-button">
                {t('game.end')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Container>

      <Modal
        opened={resultsOpen}
        onClose={() => {
          setResultsOpen(false);
          setChecked([]);
        }}
        title={t('game.results')}
        size="lg"
        data-testid="results-dialog"
      >
        <Stack>
          {checked.map(({ check, prefix }) => (
            <CheckResult key={check.cardNumber} check={check} prefix={prefix} patterns={patterns} />
          ))}
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setResultsOpen(false);
                setChecked([]);
              }}
            >
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={houseOpen} onClose={() => setHouseOpen(false)} title={t('game.houseWinTitle')} data-testid="house-win-dialog" centered>
        <Stack>
          <Text>{t('game.houseWinText', { card: game.winningCard, call: game.winningCalls })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setHouseOpen(false)}>
              {t('common.close')}
            </Button>
            <Button onClick={() => void onEnd()}>{t('game.returnToDashboard')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Box>
  );
}

function problemKey(problem: string): string {
  if (problem === ALREADY_CHECKED) return 'alreadyChecked';
  if (problem === CARD_LOCKED) return 'locked';
  if (problem === NOT_A_PLAYER) return 'notAPlayer';
  return 'generic';
}

function BoardRow({ letter, row, called, latest }: { letter: string; row: number; called: Set<number>; latest: number | undefined }) {
  return (
    <>
      <div className={`${classes.letter} ${classes[`b${letter}`]}`}>{letter}</div>
      {Array.from({ length: 15 }, (_, i) => row * 15 + i + 1).map((n) => (
        <div
          key={n}
          className={`${classes.ball} ${called.has(n) ? `${classes.called} ${classes[`b${letter}`]}` : ''} ${n === latest ? classes.latest : ''}`}
          data-called={called.has(n) || undefined}
          data-testid={`ball-${n}`}
        >
          {n}
        </div>
      ))}
    </>
  );
}

/** One checked card: winner / non-winner (Amharic), the card with called and winning cells (core). */
function CheckResult({ check, prefix, patterns }: { check: Check; prefix: number[]; patterns: PatternName[] }) {
  const { t, i18n } = useTranslation();
  const card = toCoreCard(check.card);
  const marked = markedCells(card, prefix);
  const win = useMemo(() => evaluateCard(card, patterns, prefix).find((r) => r.isComplete), [check, patterns, prefix]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`result-${check.cardNumber}`} data-winner={check.isWinner}>
      <Group align="flex-start" wrap="wrap">
        <CardFace card={card} marked={marked} winning={check.isWinner && win ? win.cells : []} />
        <Stack gap={4}>
          <Text fw={700}>{t('game.cardNo', { n: check.cardNumber })}</Text>
          <Badge size="lg" color={check.isWinner ? 'green' : 'red'} data-testid="result-label">
            {check.isWinner ? t('game.winner') : t('game.nonWinner')}
          </Badge>
          {check.isWinner && <Text>{t('game.payout')}: {formatBirr(check.payout)}</Text>}
          {check.isWinner && win && (
            <Text size="sm">
              {t('game.pattern')}: {PATTERNS[win.pattern].label[i18n.language === 'am' ? 'am' : 'en']}
            </Text>
          )}
          {check.locked && (
            <Text size="sm" c="dimmed">
              {t('game.lockedNote')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
