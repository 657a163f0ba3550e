import type { DenominationCount } from '@bingo/core';
import { Button, Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/i18n/shift.i18n';
import { errorCode } from '../../shared/api-errors';
import { formatBirr } from '../../shared/money-format';
import { showToast } from '../../shared/toast/show-toast';
import { useCloseShift, useCurrentShift, useOpenShift } from './operations';

// The dialog (a Mantine Modal) loads when first opened: it is not part of the first download.
const ShiftCountDialog = lazy(() => import('./ShiftCountDialog').then((m) => ({ default: m.ShiftCountDialog })));

/** The server's refusal by its code, in the screen's language (its English message is not shown). */
function refusalKey(error: unknown, mode: 'open' | 'close'): string {
  switch (errorCode(error)) {
    case 'BAD_INPUT':
      return mode === 'close' ? 'shift.errors.noteRequired' : 'shift.errors.badCount';
    case 'CONFLICT':
      return 'shift.errors.alreadyOpen';
    case 'GAME_IN_PROGRESS':
      return 'shift.errors.gameRunning';
    default:
      return 'shift.errors.failed';
  }
}

function Figure({ label, santim, testId }: { label: string; santim: number; testId: string }) {
  return (
    <Text size="sm">
      {label}:{' '}
      <Text span fw={700} data-testid={testId}>
        {formatBirr(santim)}
      </Text>
    </Text>
  );
}

/** The host's shift on one line (docs/games-and-money.md#the-till): open it, its running figures, close it. */
export function ShiftPanel() {
  const { t } = useTranslation();
  const { data } = useCurrentShift();
  const [openShift, { loading: opening }] = useOpenShift();
  const [closeShift, { loading: closing }] = useCloseShift();
  const [dialog, setDialog] = useState<'open' | 'close' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shift = data?.currentShift ?? null;

  function show(mode: 'open' | 'close') {
    setError(null);
    setDialog(mode);
  }

  async function submit(counts: DenominationCount[], note: string) {
    setError(null);
    try {
      if (dialog === 'open') await openShift({ variables: { input: { counts } } });
      else if (shift) await closeShift({ variables: { input: { shiftId: shift.id, counts, note: note || null } } });
      showToast('success', t(dialog === 'open' ? 'shift.opened' : 'shift.closed'));
      setDialog(null);
    } catch (e) {
      setError(t(refusalKey(e, dialog ?? 'open')));
    }
  }

  return (
    <Paper withBorder px="md" py={6} radius="md" mb="sm" data-testid="shift-panel">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="lg">
          <Text size="sm" fw={700}>
            {t('shift.title')}
          </Text>
          {shift ? (
            <>
              <Figure label={t('shift.float')} santim={shift.floatSantim} testId="shift-float" />
              <Figure label={t('shift.cashIn')} santim={shift.cashInSantim} testId="shift-cash-in" />
              <Figure label={t('shift.cashOut')} santim={shift.cashOutSantim} testId="shift-cash-out" />
              <Figure label={t('shift.expected')} santim={shift.expectedSantim} testId="shift-expected-now" />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('shift.none')}
            </Text>
          )}
        </Group>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => show(shift ? 'close' : 'open')}
          // Until the host's shift is known, neither Open nor Close is the right dialog.
          disabled={!data}
          data-testid="shift-button"
        >
          {t(shift ? 'shift.close' : 'shift.open')}
        </Button>
      </Group>
      {dialog && (
        <Suspense fallback={null}>
          <ShiftCountDialog
            mode={dialog}
            expectedSantim={shift?.expectedSantim}
            busy={opening || closing}
            error={error}
            onSubmit={(counts, note) => void submit(counts, note)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
