import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playWin } from './sounds';

interface HouseOutcome {
  /** As the server revealed it: true only once the house card's winning call is out. */
  houseWin: boolean | null;
  winningCard?: number | null;
  winningCalls?: number | null;
}

/** A house game: the online player's win opens once, when the server reveals it, and pauses the caller. */
export function useHouseWin(game: HouseOutcome, shown: number, pause: () => void) {
  const [open, setOpen] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (!game.houseWin || game.winningCard == null || game.winningCalls == null || done.current) return;
    if (shown >= game.winningCalls) {
      done.current = true;
      pause();
      setOpen(true);
      playWin();
    }
    // Opens once when the house win is shown; playWin is a module-level sound, not state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, game.houseWin, game.winningCard, game.winningCalls]);
  return { open, close: () => setOpen(false) };
}

/** "Online Player Win!" with Close and Return to Dashboard. */
export function HouseWinDialog({
  game,
  opened,
  onClose,
  onReturn,
}: {
  game: HouseOutcome;
  opened: boolean;
  onClose: () => void;
  onReturn: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('game.houseWinTitle')} data-testid="house-win-dialog" centered>
      <Stack>
        <Text>{t('game.houseWinText', { card: game.winningCard, call: game.winningCalls })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={onReturn}>{t('game.returnToDashboard')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
