import { birrToSantim, type PatternName } from '@bingo/core';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Checkbox,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../../shared/api-errors';
import { AppHeader } from '../../account/layout/AppHeader';
import { PrintIcon, ReloadIcon } from '../../shared/layout/icons';
import { showToast } from '../../shared/toast/show-toast';
import { CardNumberInput } from '../../game/cards/CardNumberInput';
import { submitCardNumber, toggleCard } from '../../game/cards/card-number-box';
import { loadPatterns, nextPatternSelection } from './pattern-selection';
import { BetField } from './BetField';
import { PatternChips } from './PatternChips';
import { CardGrid } from '../../game/cards/CardGrid';
import { EndedGameAlert } from '../../game/caller/EndedGameAlert';
import { PatternPreview } from '../../game/cards/PatternPreview';
import { GAME_TYPES, SETTINGS_KEYS as K, parseSelectedNumbers, type DashboardGameType } from '../../game/game-settings';
import { read, write } from '../../shared/device-storage';
import { betSantim, canStartGame, startBlockReason } from './start-rules';
import { useMe } from './operations';
import { RunningGameBanner } from './RunningGameBanner';
import { useOperatorHall } from '../../account/hall/useOperatorHall';
import { JackpotPoolBadge } from '../../account/hall/JackpotPoolBadge';
import { useStartGame } from '../../game/start-game.operations';
import { isVoice, loadVoiceAndSpeed, speedForVoice, type Voice } from '../../game/voices/voice-speed';
import { VoiceSpeedFields } from './VoiceSpeedFields';
import { FreeGameNotice } from './FreeGameNotice';
import { ShiftPanel } from '../../account/shift/ShiftPanel';

// The print dialog (a Mantine Modal) loads when first opened: it is not part of the first download.
const PrintDialog = lazy(() => import('./PrintDialog').then((m) => ({ default: m.PrintDialog })));

export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: meData } = useMe();
  const hall = useOperatorHall();
  const [startGame, { loading: submitting }] = useStartGame();

  const [bet, setBet] = useState(() => read(K.bettingAmount) ?? '');
  const [patterns, setPatterns] = useState<PatternName[]>(() => loadPatterns(read(K.winningPattern), () => {}));
  const initialVoice = useMemo(() => loadVoiceAndSpeed(read(K.audioLanguage), read(K.callSpeed)), []);
  const [voice, setVoice] = useState<Voice>(initialVoice.voice);
  const [speedMs, setSpeedMs] = useState<number>(initialVoice.speedMs);
  // The selection of the last game started stays selected (the saved selection); only Clear empties it.
  const [selected, setSelected] = useState<readonly number[]>(() => parseSelectedNumbers(read(K.selectedNumbers)));
  const [typed, setTyped] = useState('');
  const [gameType, setGameType] = useState<DashboardGameType>(() => {
    const g = read(K.gameType);
    return (GAME_TYPES as readonly string[]).includes(g ?? '') ? (g as DashboardGameType) : 'regular';
  });
  const [houseCardCount, setHouseCardCount] = useState<number>(() => Number(read(K.houseCardCount)) || 10);
  const [jackpot, setJackpot] = useState(() => read(K.isJackpotGame) === 'true');
  const [printOpen, setPrintOpen] = useState(false);
  const [walletError, setWalletError] = useState<string | null>(null);
  // Starts refused because a game runs: each one asks the server again (the banner remounts).
  const [refusals, setRefusals] = useState(0);

  // docs/screens.md#dashboard-rules: an invalid stored pattern gives a warning and defaults to any.
  useEffect(() => {
    loadPatterns(read(K.winningPattern), (message) => {
      console.warn(message);
      showToast('info', t('dashboard.patternWarning'));
    });
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const startState = { bet, speedMs, selectedCount: selected.length, submitting };
  const canStart = canStartGame(startState);
  const blockReason = startBlockReason(startState);

  function choosePatterns(next: string[]) {
    const value = nextPatternSelection(patterns, next);
    setPatterns(value);
    write(K.winningPattern, JSON.stringify(value));
  }

  // The hall's default voice (docs/roles-and-accounts.md#hall-settings) while none was chosen on this device.
  const hallVoice = hall?.hallSettings.defaultVoice;
  useEffect(() => {
    if (hallVoice && isVoice(hallVoice) && read(K.audioLanguage) === null) {
      setVoice(hallVoice);
      setSpeedMs((current) => speedForVoice(hallVoice, current));
    }
  }, [hallVoice]);

  function chooseVoice(v: string) {
    if (!isVoice(v)) return;
    setVoice(v);
    const speed = speedForVoice(v, speedMs);
    setSpeedMs(speed);
    write(K.audioLanguage, v);
    write(K.callSpeed, String(speed));
  }

  function chooseSpeed(ms: number) {
    setSpeedMs(ms);
    write(K.callSpeed, String(ms));
  }

  function onTypedEnter() {
    const result = submitCardNumber(typed, selected);
    setSelected(result.selection);
    setTyped(result.value);
  }

  async function onStart() {
    if (!canStart) return;
    setWalletError(null);
    const cards = [...selected].sort((a, b) => a - b);
    write(K.selectedNumbers, JSON.stringify(cards));
    write(K.bettingAmount, bet.trim());
    write(K.callSpeed, String(speedMs));
    write(K.gameType, gameType);
    write(K.storedGameType, gameType);
    write(K.houseCardCount, String(houseCardCount));
    write(K.isJackpotGame, String(jackpot));
    try {
      await startGame({
        variables: {
          input: {
            bettingAmountSantim: birrToSantim(Number(bet.trim()), 'bettingAmount'),
            cardPaletteNumbers: cards,
            callSpeed: speedMs,
            gameType,
            winningPatterns: patterns,
            houseCardCount: gameType === 'house' ? houseCardCount : undefined,
            isJackpotGame: jackpot || undefined,
          },
        },
      });
      void navigate('/game-in-progress', { state: { gameType, isJackpotGame: jackpot } });
    } catch (error) {
      const message = errorMessage(error);
      console.error('Start game failed:', message);
      // docs/screens.md#dashboard-rules: the wallet error is shown to the operator, not only logged.
      const code = errorCode(error);
      if (code === 'INSUFFICIENT_BALANCE') setWalletError(t('errors.insufficientBalance'));
      else if (code === 'GAME_IN_PROGRESS') setRefusals((n) => n + 1);
      else showToast('error', message);
    }
  }

  return (
    <Box>
      <AppHeader walletBalance={meData?.me.walletBalance} />
      <Container size="xl" py="md">
        <EndedGameAlert />
        <RunningGameBanner key={refusals} refused={refusals > 0} />
        <ShiftPanel />
        {walletError && (
          <Alert
            color="red"
            mb="md"
            withCloseButton
            onClose={() => setWalletError(null)}
            role="alert"
            data-testid="wallet-error"
          >
            {walletError}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <BetField value={bet} onChange={setBet} />
                <PatternChips value={patterns} onChange={choosePatterns} />
                <VoiceSpeedFields voice={voice} speedMs={speedMs} onVoice={chooseVoice} onSpeed={chooseSpeed} />
                <Group grow align="flex-end">
                  <NativeSelect
                    label={t('dashboard.gameType')}
                    name="gameType"
                    value={gameType}
                    onChange={(e) => setGameType(e.currentTarget.value as DashboardGameType)}
                    data={GAME_TYPES.map((g) => ({ value: g, label: t(`gameTypes.${g}`) }))}
                  />
                  {gameType === 'house' && (
                    <TextInput
                      label={t('dashboard.houseCardCount')}
                      name="houseCardCount"
                      inputMode="numeric"
                      value={String(houseCardCount)}
                      onChange={(e) =>
                        setHouseCardCount(
                          Math.max(1, Math.min(50, Number(e.currentTarget.value.replace(/\D/g, '')) || 1)),
                        )
                      }
                    />
                  )}
                </Group>
                <Group gap="xs">
                  <Checkbox
                    label={t('dashboard.jackpot')}
                    checked={jackpot}
                    onChange={(e) => setJackpot(e.currentTarget.checked)}
                    name="jackpot"
                  />
                  <JackpotPoolBadge pool={hall?.jackpotPool} />
                </Group>
                <PatternPreview patterns={patterns} />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" mb="sm" wrap="wrap">
                <Group gap="xs">
                  <CardNumberInput
                    label={t('dashboard.typeCard')}
                    name="cardNumber"
                    value={typed}
                    onChange={setTyped}
                    onEnter={onTypedEnter}
                  />
                  <ActionIcon
                    title={t('dashboard.restoreSelection')}
                    variant="light"
                    size="lg"
                    aria-label={t('dashboard.restoreSelection')}
                    onClick={() => setSelected(parseSelectedNumbers(read(K.selectedNumbers)))}
                    data-testid="restore-selection"
                  >
                    <ReloadIcon />
                  </ActionIcon>
                  <Button
                    variant="light"
                    leftSection={<PrintIcon />}
                    onClick={() => setPrintOpen(true)}
                    data-testid="print-button"
                  >
                    {t('dashboard.print')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="gray"
                    onClick={() => setSelected([])}
                    disabled={selected.length === 0}
                  >
                    {t('dashboard.clear')}
                  </Button>
                </Group>
                <Text size="sm" data-testid="selected-count">
                  {t('dashboard.selectedCount', { n: selected.length })}
                </Text>
              </Group>
              <CardGrid
                short
                isSelected={(n) => selected.includes(n)}
                onToggle={(n) => setSelected((s) => toggleCard(s, n))}
              />
              <Group justify="flex-end" mt="sm">
                <FreeGameNotice betSantim={betSantim(bet)} cardCount={selected.length} />
                {blockReason && (
                  <Text size="xs" c="dimmed">
                    {t(blockReason)}
                  </Text>
                )}
                <Button
                  size="md"
                  disabled={!canStart}
                  onClick={() => void onStart()}
                  data-testid="start-game"
                  miw={160}
                >
                  {submitting ? '...' : t('dashboard.startGame')}
                </Button>
              </Group>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
      {printOpen && (
        <Suspense fallback={null}>
          <PrintDialog opened onClose={() => setPrintOpen(false)} selected={selected} />
        </Suspense>
      )}
    </Box>
  );
}
