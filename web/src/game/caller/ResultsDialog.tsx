import { PATTERNS, evaluateCard, markedCells, type PatternName } from '@bingo/core';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace, toCoreCard } from '../cards/CardFace';
import { formatBirr } from '../../shared/money-format';
import type { Check, CardCheck } from './useCardCheck';

/** The checked cards of this pause, winner or not; `payoutLabel` names the amount (Payout, Winning Amount). */
export function ResultsDialog({
  check,
  patterns,
  payoutLabel,
}: {
  check: CardCheck;
  patterns: PatternName[];
  payoutLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={check.resultsOpen}
      onClose={check.closeResults}
      title={t('game.results')}
      size="lg"
      data-testid="results-dialog"
    >
      <Stack>
        {check.checked.map(({ check: c, prefix }) => (
          <CheckResult key={c.cardNumber} check={c} prefix={prefix} patterns={patterns} payoutLabel={payoutLabel} />
        ))}
        <Group justify="flex-end">
          <Button onClick={check.closeResults}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** One checked card: winner / non-winner (Amharic), the card with called and winning cells (core). */
function CheckResult({
  check,
  prefix,
  patterns,
  payoutLabel,
}: {
  check: Check;
  prefix: number[];
  patterns: PatternName[];
  payoutLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const card = toCoreCard(check.card);
  const marked = markedCells(card, prefix);
  // `card` is rebuilt from `check` on every render: the memo is keyed by `check` itself.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const win = useMemo(() => evaluateCard(card, patterns, prefix).find((r) => r.isComplete), [check, patterns, prefix]);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`result-${check.cardNumber}`} data-winner={check.isWinner}>
      <Group align="flex-start" wrap="wrap">
        <CardFace card={card} marked={marked} winning={check.isWinner && win ? win.cells : []} />
        <Stack gap={4}>
          <Text fw={700}>{t('game.cardNo', { n: check.cardNumber })}</Text>
          <Badge size="lg" color={check.isWinner ? 'green' : 'red'} data-testid="result-label">
            {check.isWinner ? t('game.winner') : t('game.nonWinner')}
          </Badge>
          {check.isWinner && (
            <Text data-testid="result-payout">
              {payoutLabel}: {formatBirr(check.payout, { whole: false })}
            </Text>
          )}
          {check.isWinner && win && (
            <Text size="sm">
              {t('game.pattern')}: {PATTERNS[win.pattern].label[i18n.language === 'am' ? 'am' : 'en']}
            </Text>
          )}
          {check.locked && (
            <Text size="sm" c="dimmed">
              {t('game.lockedNote')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
