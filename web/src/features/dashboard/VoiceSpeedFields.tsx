import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPEEDS, VOICES, speedLocked, type Voice } from '../../game/voices/voice-speed';

/** The caller's voice and the call speed (a recorded voice fixes its speed: voice-speed.ts). */
export function VoiceSpeedFields({
  voice,
  speedMs,
  onVoice,
  onSpeed,
}: {
  voice: Voice;
  speedMs: number;
  onVoice: (voice: string) => void;
  onSpeed: (ms: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-end">
      <NativeSelect
        label={t('dashboard.audio')}
        name="audio"
        value={voice}
        onChange={(e) => onVoice(e.currentTarget.value)}
        data={VOICES.map((v) => ({ value: v, label: t(`voices.${v}`) }))}
      />
      <NativeSelect
        label={t('dashboard.speed')}
        name="speed"
        value={String(speedMs)}
        disabled={speedLocked(voice)}
        onChange={(e) => onSpeed(Number(e.currentTarget.value))}
        data={SPEEDS.map((s) => ({ value: String(s.ms), label: t(`speeds.${s.key}`, { ms: s.ms, s: s.ms / 1000 }) }))}
      />
    </Group>
  );
}
