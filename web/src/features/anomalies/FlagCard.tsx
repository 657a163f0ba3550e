import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../shared/charts/BarChart';
import { flagFigure, flagTitle, type FlagLike } from './flag-text';

/** One flag: what it is, its figure against the threshold, its daily trend, and a way to the rows behind it. */
export function FlagCard({
  flag,
  onOpen,
}: {
  flag: FlagLike & { trend: readonly { day: string; value: number }[] };
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const title = flagTitle(t, flag);
  return (
    <Paper withBorder p="xs" radius="md" data-testid="anomaly-flag" data-kind={flag.kind}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Badge color="red" variant="light" style={{ textTransform: 'none' }}>
            {title}
          </Badge>
          <Button size="compact-xs" variant="subtle" onClick={onOpen} data-testid="anomaly-open">
            {t('anomaly.open')}
          </Button>
        </Group>
        <Text size="xs">{flagFigure(t, flag)}</Text>
        <BarChart
          bars={flag.trend.map((p) => ({ label: p.day, value: p.value }))}
          height={70}
          unit="count"
          gainColor="#e8590c"
          label={`${title}: ${t('anomaly.trend')}`}
          testId="anomaly-trend"
        />
      </Stack>
    </Paper>
  );
}
