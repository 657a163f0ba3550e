import { Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BET_SUGGESTIONS } from './start-rules';

/**
 * The bet per card in whole birr (docs/screens.md#dashboard-rules): digits only, at most six, with
 * the usual bets offered as buttons and as the field's suggestions.
 */
export function BetField({ value, onChange }: { value: string; onChange: (bet: string) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('dashboard.bet')}
        name="bet"
        inputMode="numeric"
        list="bet-suggestions"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value.replace(/[^\d]/g, '').slice(0, 6))}
        rightSection={<Text size="xs">ብር</Text>}
        data-testid="bet-input"
      />
      <datalist id="bet-suggestions">
        {BET_SUGGESTIONS.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <Group gap={4}>
        {BET_SUGGESTIONS.map((b) => (
          <Button
            key={b}
            size="compact-xs"
            variant={value === String(b) ? 'filled' : 'light'}
            onClick={() => onChange(String(b))}
            data-testid={`bet-${b}`}
          >
            {b}
          </Button>
        ))}
      </Group>
    </>
  );
}
