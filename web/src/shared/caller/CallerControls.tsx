import { Alert, Box, Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardNumberInput } from '../CardNumberInput';
import type { CallLoop } from './useCallLoop';
import type { CardCheck } from './useCardCheck';

/** The card-number box with Check (only while paused), Pause/Resume and End. */
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
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="xs">
        <CardNumberInput
          label={t('game.cardNumber')}
          name="checkCard"
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
      <Group gap="xs">
        <Button
          color={loop.userPaused ? 'green' : 'yellow'}
          onClick={() => void loop.setUserPaused((p) => !p)}
          disabled={loop.shown >= loop.total || !loop.voice.ready || loop.reconnecting}
          loading={loop.switching}
          data-testid="pause-button"
        >
          {!loop.userPaused ? t('game.pause') : loop.shown === 0 ? t('game.play') : t('game.resume')}
        </Button>
        <Button color="red" onClick={onEnd} loading={ending} data-testid="end-button">
          {t('game.end')}
        </Button>
      </Group>
    </Group>
  );
}

/** Loading progress of the voice set, or a note that the calls go silent. */
export function VoiceNotice({ voice }: { voice: CallLoop['voice'] }) {
  const { t } = useTranslation();
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
