import { useQuery } from '@apollo/client/react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Text, Title } from '@mantine/core';
import {
  ANOMALY_THRESHOLD_FIELDS,
  ANOMALY_THRESHOLD_RANGES,
  anomalyThresholdProblems,
  SHORT_GAME_RATIOS,
  type AnomalyThresholdField,
  type AnomalyThresholdProblem,
  type AnomalyThresholds,
} from '@bingo/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api-errors';
import { showToast } from '../../shared/toast/show-toast';
import { getFragmentData, graphql } from '../../gql';
import { AnomalyThresholdsDocument, useSetAnomalyThresholds } from './operations';

/** What the form shows and what a save answers: one field list for both. */
export const AnomalyThresholdsFields = graphql(`
  fragment AnomalyThresholdsFields on AnomalyThresholdsObject {
    ownerGroupId
    isDefault
    minGames
    abandonedRate
    missedClaims
    shiftDifferences
    flaggedPayouts
    cardWinPValue
    shortGameRatio
    shortGameRate
    reprints
    repairings
  }
`);

/** Shares the form shows as percent (25 on screen is 0.25 on the wire). */
const PERCENT: ReadonlySet<AnomalyThresholdField> = new Set(['abandonedRate', 'shortGameRate']);
const shown = (f: AnomalyThresholdField, v: number) => (PERCENT.has(f) ? Math.round(v * 10_000) / 100 : v);
const sent = (f: AnomalyThresholdField, v: number) => (PERCENT.has(f) ? v / 100 : v);

/** The reasons a refusal named (details.reasons), by field. */
function refusedFields(error: unknown): AnomalyThresholdProblem[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const details = error.errors[0]?.extensions?.details as { reasons?: AnomalyThresholdProblem[] } | undefined;
  return details?.reasons ?? [];
}

/** The owner's thresholds, each within its range (checked here and by the server); saving re-reads the screen. */
export function ThresholdsForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(AnomalyThresholdsDocument, { fetchPolicy: 'network-only' });
  const [values, setValues] = useState<Partial<Record<AnomalyThresholdField, number | string>>>({});
  const [problems, setProblems] = useState<AnomalyThresholdProblem[]>([]);
  const [save, { loading }] = useSetAnomalyThresholds();
  const current = getFragmentData(AnomalyThresholdsFields, data?.anomalyThresholds);
  useEffect(() => {
    if (current) setValues(Object.fromEntries(ANOMALY_THRESHOLD_FIELDS.map((f) => [f, shown(f, current[f])])));
  }, [current]);
  if (!current) return null;

  const wire = Object.fromEntries(
    ANOMALY_THRESHOLD_FIELDS.map((f) => [f, sent(f, Number(values[f] === '' ? Number.NaN : values[f]))]),
  ) as unknown as AnomalyThresholds;
  const problemOf = (f: AnomalyThresholdField) => {
    const p = problems.find((x) => x.field === f);
    if (!p) return undefined;
    return t('anomaly.thresholds.outOfRange', { min: shown(f, p.min), max: shown(f, p.max) });
  };

  async function submit() {
    const local = anomalyThresholdProblems(wire);
    setProblems(local);
    if (local.length) return;
    try {
      await save({ variables: { input: wire } });
      showToast('success', t('anomaly.thresholds.saved'));
      onSaved();
    } catch (e) {
      const reasons = refusedFields(e);
      setProblems(reasons);
      showToast('error', reasons.length ? t('anomaly.thresholds.failed') : errorMessage(e));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="anomaly-thresholds">
      <Title order={5}>{t('anomaly.thresholds.title')}</Title>
      {current.isDefault && (
        <Text size="xs" c="dimmed">
          {t('anomaly.thresholds.defaults')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} mt="sm">
        {ANOMALY_THRESHOLD_FIELDS.map((f) =>
          f === 'shortGameRatio' ? (
            <Select
              key={f}
              label={t(`anomaly.thresholds.field.${f}`)}
              data={SHORT_GAME_RATIOS.map((r) => ({ value: String(r), label: `${Math.round(r * 100)}%` }))}
              value={String(values[f] ?? '')}
              onChange={(v) => setValues((s) => ({ ...s, [f]: Number(v) }))}
              error={problemOf(f)}
              allowDeselect={false}
              data-testid={`threshold-${f}`}
            />
          ) : (
            <NumberInput
              key={f}
              label={t(`anomaly.thresholds.field.${f}`)}
              value={values[f] ?? ''}
              onChange={(v) => setValues((s) => ({ ...s, [f]: v }))}
              min={shown(f, ANOMALY_THRESHOLD_RANGES[f].min)}
              max={shown(f, ANOMALY_THRESHOLD_RANGES[f].max)}
              decimalScale={f === 'cardWinPValue' ? 9 : PERCENT.has(f) ? 2 : 0}
              clampBehavior="none"
              error={problemOf(f)}
              data-testid={`threshold-${f}`}
            />
          ),
        )}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void submit()} loading={loading} data-testid="threshold-save">
          {t('anomaly.thresholds.save')}
        </Button>
      </Group>
    </Paper>
  );
}
