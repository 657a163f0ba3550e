import { COMMISSION_RATE_CHOICES } from '@bingo/core';
import { NativeSelect } from '@mantine/core';

/** The commission rate dropdown: 20 % to 90 % in steps of 5 (the rules core's list). */
export function CommissionSelect({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  return (
    <NativeSelect
      size="xs"
      name="commissionRate"
      value={value.toFixed(2)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={COMMISSION_RATE_CHOICES.map((c) => ({ value: c.toFixed(2), label: `${Math.round(c * 100)}%` }))}
    />
  );
}
