import '../../shared/i18n/multiplier.i18n';
import {
  ActionIcon,
  Box,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../../shared/api-errors';
import { AppHeader } from '../../account/layout/AppHeader';
import { ReloadIcon } from '../../shared/layout/icons';
import { showToast } from '../../shared/toast/show-toast';
import { CardGrid } from '../../game/cards/CardGrid';
import { read, write } from '../../shared/device-storage';
import { useStartGame } from '../../game/start-game.operations';
import {
  DEFAULT_STAKE,
  MULTIPLIER_KEYS as K,
  MULTIPLIER_PATTERNS,
  MULTIPLIER_SPEEDS_MS,
  MULTIPLIER_VOICES,
  STAKE_OPTIONS,
  applyToAll,
  canStart,
  isMultiplierPattern,
  isMultiplierVoice,
  isSpeed,
  isStake,
  multiplierBp,
  parseStakes,
  selectedCards,
  setStake,
  startBlockReason,
  startInput,
  toggleCard,
  type MultiplierPattern,
  type MultiplierVoice,
  type Stakes,
} from './multiplier-rules';
import { useMultiplierSetup } from './operations';
import { StakeList } from './StakeList';

/** /abazh: pattern, default stake, voice, speed, cards with their own stakes; Start creates the game on the server. */
export function MultiplierSetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useMultiplierSetup();
  const [startGame, { loading: submitting }] = useStartGame();
  const [pattern, setPattern] = useState<MultiplierPattern | null>(() => {
    const p = read(K.winningPattern);
    return isMultiplierPattern(p) ? p : 'any';
  });
  const [defaultStake, setDefaultStake] = useState(() => {
    const s = Number(read(K.defaultStake));
    return isStake(s) ? s : DEFAULT_STAKE;
  });
  const [voice, setVoice] = useState<MultiplierVoice>(() => {
    const v = read(K.audioLanguage);
    return isMultiplierVoice(v) ? v : 'male';
  });
  const [speedMs, setSpeedMs] = useState<number | null>(() => {
    const s = Number(read(K.callSpeed));
    return isSpeed(s) ? s : null;
  });
  const [stakes, setStakes] = useState<Stakes>({});

  const cardCount = selectedCards(stakes).length;
  const state = { speedMs, cardCount, submitting };
  const hint = startBlockReason(state);
  const bp = multiplierBp(cardCount, data?.me.commissionRate);

  async function onStart() {
    if (!canStart(state) || speedMs === null) return;
    write(K.bettingAmounts, JSON.stringify(stakes));
    try {
      await startGame({ variables: { input: startInput(stakes, speedMs, pattern) } });
      void navigate('/game-in-progress2');
    } catch (error) {
      // docs/screens.md#multiplier: the wallet error and a busy server are toasts; other failures are logged only.
      if (errorCode(error) === 'INSUFFICIENT_BALANCE') showToast('error', t('multiplier.setup.insufficient'));
      else if (errorCode(error) === 'SERVER_BUSY') showToast('error', errorMessage(error));
      else console.error('Start multiplier game failed:', errorMessage(error));
    }
  }

  return (
    <Box>
      <AppHeader walletBalance={data?.me.walletBalance} />
      <Container size="xl" py="md">
        <Title order={3} mb="md">
          {t('multiplier.setup.title')}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <NativeSelect
                  label={t('multiplier.setup.pattern')}
                  name="pattern"
                  value={pattern ?? ''}
                  onChange={(e) => {
                    const p = e.currentTarget.value;
                    setPattern(isMultiplierPattern(p) ? p : null);
                    if (isMultiplierPattern(p)) write(K.winningPattern, p);
                  }}
                  data={[
                    { value: '', label: t('multiplier.setup.placeholder') },
                    ...MULTIPLIER_PATTERNS.map((p) => ({ value: p, label: t(`multiplier.setup.patterns.${p}`) })),
                  ]}
                />
                <NativeSelect
                  label={t('multiplier.setup.defaultStake')}
                  name="defaultStake"
                  value={String(defaultStake)}
                  onChange={(e) => {
                    const s = Number(e.currentTarget.value);
                    setDefaultStake(s);
                    write(K.defaultStake, String(s));
                  }}
                  data={STAKE_OPTIONS.map((s) => String(s))}
                  rightSection={<Text size="xs">ብር</Text>}
                />
                <Button
                  size="xs"
                  variant="light"
                  disabled={cardCount === 0}
                  onClick={() => setStakes((s) => applyToAll(s, defaultStake))}
                  data-testid="apply-all"
                >
                  {t('multiplier.setup.applyAll')}
                </Button>
                <NativeSelect
                  label={t('multiplier.setup.audio')}
                  name="audio"
                  value={voice}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    if (!isMultiplierVoice(v)) return;
                    setVoice(v);
                    write(K.audioLanguage, v);
                  }}
                  data={MULTIPLIER_VOICES.map((v) => ({ value: v, label: t(`multiplier.setup.voices.${v}`) }))}
                />
                <NativeSelect
                  label={t('multiplier.setup.speed')}
                  name="speed"
                  value={speedMs === null ? '' : String(speedMs)}
                  onChange={(e) => {
                    const s = Number(e.currentTarget.value);
                    setSpeedMs(isSpeed(s) ? s : null);
                    if (isSpeed(s)) write(K.callSpeed, String(s));
                  }}
                  data={[
                    { value: '', label: t('multiplier.setup.placeholder') },
                    ...MULTIPLIER_SPEEDS_MS.map((ms) => ({
                      value: String(ms),
                      label: t('multiplier.setup.seconds', { s: ms / 1000 }),
                    })),
                  ]}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" mb="sm">
                <Group gap="xs">
                  <ActionIcon
                    variant="light"
                    size="lg"
                    title={t('multiplier.setup.restore')}
                    aria-label={t('multiplier.setup.restore')}
                    onClick={() => setStakes(parseStakes(read(K.bettingAmounts)))}
                    data-testid="restore-selection"
                  >
                    <ReloadIcon />
                  </ActionIcon>
                  <Button variant="subtle" color="gray" onClick={() => setStakes({})} disabled={cardCount === 0}>
                    {t('multiplier.setup.clear')}
                  </Button>
                </Group>
                <Text size="sm" data-testid="selected-count">
                  {t('multiplier.setup.selected', { n: cardCount })}
                </Text>
              </Group>
              <CardGrid
                isSelected={(n) => n in stakes}
                onToggle={(n) => setStakes((s) => toggleCard(s, n, defaultStake))}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder p="md" radius="md">
              <StakeList
                stakes={stakes}
                multiplierBp={bp}
                onStake={(card, stake) => setStakes((s) => setStake(s, card, stake))}
              />
              <Stack gap={4} mt="md">
                <Button
                  size="md"
                  color="green"
                  fullWidth
                  disabled={!canStart(state)}
                  onClick={() => void onStart()}
                  data-testid="start-game"
                >
                  {submitting ? t('multiplier.setup.creating') : t('multiplier.setup.start')}
                </Button>
                {hint && (
                  <Text size="xs" c="dimmed" ta="center">
                    {t(hint)}
                  </Text>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
