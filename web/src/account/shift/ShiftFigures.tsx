import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../shared/i18n/till.i18n';
import { formatBirr } from '../../shared/money-format';
import { useCurrentShift } from './operations';

/**
 * The open shift's running figures on the caller, on one short line beside the room-display
 * controls (the board keeps its height): cash in, cash out, what the drawer should hold. Nothing
 * when no shift is open. Asked when the caller opens, so this game's cards sold are in it.
 */
export function ShiftFigures() {
  const { t } = useTranslation();
  const shift = useCurrentShift().data?.currentShift;
  if (!shift) return null;
  const figure = (label: string, santim: number, testId: string) => (
    <>
      {label}{' '}
      <Text span fw={700} c="var(--mantine-color-text)" data-testid={testId}>
        {formatBirr(santim)}
      </Text>
    </>
  );
  return (
    <Text size="sm" c="dimmed" data-testid="caller-shift" style={{ whiteSpace: 'nowrap' }}>
      <Text span fw={700}>
        {t('till.caller.label')}
      </Text>
      {' · '}
      {figure(t('till.caller.in'), shift.cashInSantim, 'caller-shift-in')}
      {' · '}
      {figure(t('till.caller.out'), shift.cashOutSantim, 'caller-shift-out')}
      {' · '}
      {figure(t('till.caller.drawer'), shift.expectedSantim, 'caller-shift-drawer')}
    </Text>
  );
}
