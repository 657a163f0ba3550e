import '../../shared/i18n/operator.i18n';
import { Alert, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardNumberInput } from '../cards/CardNumberInput';
import { ConfirmDialog } from '../../shared/layout/ConfirmDialog';
import type { CallLoop } from './useCallLoop';
import type { CardCheck } from './useCardCheck';
import { useCallerKeys } from './useCallerKeys';

/**
 * The card-number box with Check (only while paused; a card number typed while the calls run gets
 * the "pause to check" hint), Pause/Resume and End (asks first: an ended game cannot be resumed),
 * each with its key (useCallerKeys) and a line that names the keys.
 */
export function CallerControls({
  loop,
  check,
  onEnd,
  ending,
}: {
  loop: CallLoop;
  check: CardCheck;
  onEnd: () => void;
  ending: boolean;
}) {
  const { t } = useTranslation();
  const [confirmOpen, confirm] = useDisclosure(false);
  const allCalled = loop.shown >= loop.total;
  const cardBox = useRef<HTMLInputElement>(null);
  // Asked by the E key: Enter confirms (by the mouse, the confirm button is not focused).
  const [askedByKey, setAskedByKey] = useState(false);
  const canPlayPause = !allCalled && loop.voice.ready && !loop.reconnecting && !loop.ended;
  useCallerKeys({
    playPause: () => {
      if (canPlayPause) void loop.setUserPaused((p) => !p);
    },
    openCheck: () => cardBox.current?.focus(),
    askEnd: () => {
      if (loop.ended) return;
      setAskedByKey(true);
      confirm.open();
    },
  });
  return (
    <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
      <Stack gap={4}>
        <Group gap="xs" align="flex-end">
          <CardNumberInput
            label={t('game.cardNumber')}
            name="checkCard"
            inputRef={cardBox}
            value={check.cardInput}
            onChange={check.setCardInput}
            onEnter={() => void check.onCheck()}
          />
          <Button
            onClick={() => void check.onCheck()}
            disabled={!check.canCheck}
            loading={check.checking}
            data-testid="check-button"
          >
            {t('game.check')}
          </Button>
        </Group>
        {loop.running && !allCalled && check.cardInput !== '' && (
          <Text size="sm" c="orange.8" fw={600} data-testid="pause-to-check">
            {t('operator.caller.pauseToCheck')}
          </Text>
        )}
      </Stack>
      <Text size="xs" c="dimmed" visibleFrom="sm" maw={360} data-testid="keyboard-hint">
        {t('operator.caller.keys')}
      </Text>
      <Group gap="xs">
        <Button
          color={loop.userPaused ? 'green' : 'yellow'}
          onClick={() => void loop.setUserPaused((p) => !p)}
          disabled={!canPlayPause}
          loading={loop.switching}
          data-testid="pause-button"
        >
          {!loop.userPaused ? t('game.pause') : loop.shown === 0 ? t('game.play') : t('game.resume')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            setAskedByKey(false);
            confirm.open();
          }}
          loading={ending}
          disabled={loop.ended}
          data-testid="end-button"
        >
          {t('game.end')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmOpen}
        title={t('operator.end.title')}
        text={t('operator.end.text')}
        confirmLabel={t('operator.end.confirm')}
        cancelLabel={t('operator.end.cancel')}
        busy={ending}
        onCancel={confirm.close}
        onConfirm={() => {
          confirm.close();
          onEnd();
        }}
        testId="end-confirm"
        focusConfirm={askedByKey}
      />
    </Group>
  );
}

/**
 * Loading progress of the voice set, a note that the calls go silent, or (the browser refused to
 * play without a tap, e.g. after a reload) a button that enables the sound.
 */
export function VoiceNotice({ voice }: { voice: CallLoop['voice'] }) {
  const { t } = useTranslation();
  if (voice.blocked)
    return (
      <Button color="orange" size="md" fullWidth onClick={voice.unlock} data-testid="enable-sound">
        {t('operator.caller.soundBlocked')}
      </Button>
    );
  if (voice.status === 'loading')
    return (
      <Box data-testid="voice-progress">
        <Text size="sm">{t('game.loadingVoice', { n: voice.progress })}</Text>
        <Progress value={voice.progress} animated />
      </Box>
    );
  if (voice.status === 'failed')
    return (
      <Alert color="yellow" data-testid="voice-failed">
        {t('game.voiceFailed')}
      </Alert>
    );
  return null;
}
