import { SimpleGrid, UnstyledButton } from '@mantine/core';
import classes from './card-grid.module.css';

/**
 * The 10x10 grid of cards 1-100 to toggle (the regular dashboard and the multiplier setup).
 * `short`: flatter buttons on a laptop, so what follows the grid (Start) shows without scrolling.
 */
export function CardGrid({
  isSelected,
  onToggle,
  short = false,
}: {
  isSelected: (n: number) => boolean;
  onToggle: (n: number) => void;
  short?: boolean;
}) {
  return (
    <SimpleGrid
      cols={10}
      spacing={4}
      verticalSpacing={4}
      className={short ? `${classes.grid} ${classes.short}` : classes.grid}
      data-testid="card-grid"
    >
      {Array.from({ length: 100 }, (_, i) => i + 1).map((n) => {
        const on = isSelected(n);
        return (
          <UnstyledButton
            key={n}
            aria-pressed={on}
            data-testid={`card-${n}`}
            onClick={() => onToggle(n)}
            style={{
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
