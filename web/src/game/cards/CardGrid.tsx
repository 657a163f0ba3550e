import { SimpleGrid, UnstyledButton } from '@mantine/core';

/** The 10x10 grid of cards 1-100 to toggle (the regular dashboard and the multiplier setup). */
export function CardGrid({
  isSelected,
  onToggle,
}: {
  isSelected: (n: number) => boolean;
  onToggle: (n: number) => void;
}) {
  return (
    <SimpleGrid cols={10} spacing={4} verticalSpacing={4} data-testid="card-grid">
      {Array.from({ length: 100 }, (_, i) => i + 1).map((n) => {
        const on = isSelected(n);
        return (
          <UnstyledButton
            key={n}
            aria-pressed={on}
            data-testid={`card-${n}`}
            onClick={() => onToggle(n)}
            style={{
              aspectRatio: '1.4',
              borderRadius: 6,
              textAlign: 'center',
              fontWeight: 700,
              fontSize: 14,
              background: on ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-gray-1)',
              color: on ? 'white' : 'var(--mantine-color-dark-7)',
              border: '1px solid var(--mantine-color-gray-4)',
            }}
          >
            {n}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
