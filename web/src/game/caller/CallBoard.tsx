import '../../shared/i18n/operator.i18n';
import { BALL_COUNT, LETTERS, letterOf } from '@bingo/core';
import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './game.module.css';

/** The 75-number board, B to O, each number lit once called; the latest pulses. */
export function BingoBoard({ numbers, shown }: { numbers: readonly number[]; shown: number }) {
  const called = new Set(numbers.slice(0, shown));
  const latest = shown > 0 ? numbers[shown - 1] : undefined;
  return (
    <div className={classes.board} data-testid="bingo-board">
      {LETTERS.map((l, row) => (
        <BoardRow key={l} letter={l} row={row} called={called} latest={latest} />
      ))}
    </div>
  );
}

function BoardRow({
  letter,
  row,
  called,
  latest,
}: {
  letter: string;
  row: number;
  called: Set<number>;
  latest: number | undefined;
}) {
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

/**
 * The call count, the next-call countdown (Paused; after the 75th call "All numbers called") and
 * the last 5 calls, newest first and larger.
 */
export function CallStatus({
  countLabel,
  running,
  reconnecting = false,
  countdown,
  numbers,
  shown,
}: {
  countLabel: string;
  running: boolean;
  /** The server cannot be reached: no countdown (no call can come until it is back). */
  reconnecting?: boolean;
  countdown: number;
  numbers: readonly number[];
  shown: number;
}) {
  const { t } = useTranslation();
  const recent = numbers.slice(Math.max(0, shown - 5), shown).reverse();
  return (
    <Group justify="space-between" wrap="wrap" align="center">
      <Group gap="lg">
        <Text fw={700} size="xl" data-testid="call-count">
          {countLabel}
        </Text>
        <Text size="xl" data-testid="countdown" c={reconnecting ? 'yellow.8' : undefined}>
          {shown >= BALL_COUNT
            ? t('operator.caller.allCalled')
            : reconnecting
              ? t('pwa.caller.reconnecting')
              : running
                ? t('game.countdown', { s: countdown })
                : t('game.paused')}
        </Text>
      </Group>
      <div className={classes.recent} data-testid="recent-calls">
        {recent.map((n, i) => (
          <div
            key={n}
            className={`${classes.recentBall} ${classes[`b${letterOf(n)}`]} ${i === 0 ? classes.recentLatest : ''}`}
            data-latest={i === 0 || undefined}
          >
            {letterOf(n)}
            {n}
          </div>
        ))}
      </div>
    </Group>
  );
}

/** Before the first call: the draw's commitment (SHA-256 of the seed), revealed with the seed at the end. */
export function DrawCommitment({ commitment }: { commitment: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="commitment">
      <div className={classes.shuffle} aria-hidden>
        {LETTERS.map((l, i) => (
          <div
            key={l}
            className={`${classes.shuffleBall} ${classes[`b${l}`]}`}
            style={{ animationDelay: `${i * 0.12}s` }}
          />
        ))}
      </div>
      <Text size="xs" ta="center" style={{ wordBreak: 'break-all' }}>
        {t('game.commitment')}: {commitment}
      </Text>
    </Paper>
  );
}
