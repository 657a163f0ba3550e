import type { PatternName } from '@bingo/core';
import { Alert, Box, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../account/layout/AppHeader';
import { ShiftFigures } from '../../account/shift/ShiftFigures';
import { LiveStatusNotice } from './LiveStatusNotice';
import type { Voice } from '../voices/voice-speed';
import type { ActiveGame } from './ActiveGameGate';
import { CallStatus, DrawCommitment } from './CallBoard';
import { CallerControls, VoiceNotice } from './CallerControls';
import { EventPhrasesSwitch } from './EventPhrasesSwitch';
import { HouseWinDialog, useHouseWin } from './HouseWinDialog';
import { ResultsDialog } from './ResultsDialog';
import { useCallLoop, type CallLoop } from './useCallLoop';
import { useCardCheck, type CardCheck } from './useCardCheck';
import { useEndAndReturn } from './useEndAndReturn';
import { useDisplaySettings } from '../room-display/operations';
import { useScreenToastPosition } from '../../shared/toast/useScreenToastPosition';
import { RoomDisplayPanel } from '../room-display/RoomDisplayPanel';
import classes from './caller-screen.module.css';

export interface Caller {
  loop: CallLoop;
  check: CardCheck;
}

interface CallerScreenProps {
  game: ActiveGame;
  voice: Voice;
  /** Where End (and "Return to Dashboard") goes. */
  returnTo: string;
  countLabel: (shown: number, total: number) => string;
  /** Names the amount on a winning card (Payout, Winning Amount). */
  payoutLabel: string;
  banner: (caller: Caller) => ReactNode;
  /** The board area. */
  children: (caller: Caller) => ReactNode;
}

/**
 * A caller screen (regular and multiplier): the call loop, card checks, End, the house-win dialog,
 * around the screen's own banner and board area.
 */
export function CallerScreen({ game, voice, returnTo, countLabel, payoutLabel, banner, children }: CallerScreenProps) {
  const { t } = useTranslation();
  // "Voice on the display": the room display says the calls, this screen stays silent.
  const voiceOnDisplay = useDisplaySettings().data?.displaySettings.voiceOnDisplay ?? false;
  const loop = useCallLoop(game, voiceOnDisplay ? 'none' : voice);
  const check = useCardCheck(game, loop.labels, loop.numbers, loop.shown, loop.userPaused, loop.say);
  const house = useHouseWin(loop.house, loop.shown, () => void loop.setUserPaused(true));
  const ender = useEndAndReturn(game.gameId, returnTo);
  const { ending } = ender;
  const end = () => {
    loop.say('game-over');
    ender.end();
  };
  const caller = { loop, check };
  // The specification's caller has its toaster at the top centre, above the board.
  useScreenToastPosition('top-center');
  return (
    <Box className={classes.screen}>
      <AppHeader />
      <Container size="xl" w="100%" className={classes.body}>
        {banner(caller)}
        <VoiceNotice voice={loop.voice} />
        <LiveStatusNotice />
        {loop.ended && !ending && (
          <Alert color="gray" data-testid="game-ended-elsewhere" title={t('operator.caller.endedElsewhere')}>
            <Button component={Link} to={returnTo} size="xs" variant="light">
              {t('operator.caller.backToDashboard')}
            </Button>
          </Alert>
        )}
        <CallStatus
          countLabel={countLabel(loop.shown, loop.total)}
          running={loop.running}
          reconnecting={loop.reconnecting}
          countdown={loop.countdown}
          numbers={loop.numbers}
          shown={loop.shown}
        />
        {loop.shown === 0 && <DrawCommitment commitment={game.commitment} />}
        <div className={classes.boardArea}>{children(caller)}</div>
        <div className={classes.controls}>
          <CallerControls loop={loop} check={check} onEnd={end} ending={ending} />
        </div>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <ShiftFigures />
          <Group gap="xs" ml="auto">
            <EventPhrasesSwitch phrases={loop.phrases} />
            <RoomDisplayPanel voice={voice} />
          </Group>
        </Group>
      </Container>
      <ResultsDialog check={check} patterns={game.winningPatterns as PatternName[]} payoutLabel={payoutLabel} />
      <HouseWinDialog game={loop.house} opened={house.open} onClose={house.close} onReturn={end} />
    </Box>
  );
}
