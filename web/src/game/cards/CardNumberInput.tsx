import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { sanitizeCardNumberInput } from './card-number-box';

/** The typed card-number box (docs/screens.md#dashboard-rules: digits only, up to 3); Enter submits it. */
export function CardNumberInput({
  label,
  name,
  value,
  onChange,
  onEnter,
  inputRef,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  /** To focus the box from elsewhere (the caller's C key). */
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      name={name}
      ref={inputRef}
      w={150}
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(sanitizeCardNumberInput(e.currentTarget.value))}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onEnter();
      }}
    />
  );
}
