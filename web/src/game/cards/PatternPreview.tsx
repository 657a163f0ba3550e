import { CENTER_CELL, PATTERNS, maskToGrid, type PatternName } from '@bingo/core';
import { Paper, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/screens.md#dashboard-rules: the chosen patterns' shapes on a 5x5 grid, advancing every 2000 ms. */
export const PREVIEW_INTERVAL_MS = 2000;

/** Every shape to show for the chosen patterns: each alternative of each pattern (core masks). */
export function previewFrames(patterns: readonly PatternName[]): { pattern: PatternName; grid: boolean[][] }[] {
  return patterns.flatMap((p) => PATTERNS[p].alternatives.map((m) => ({ pattern: p, grid: maskToGrid(m) })));
}

export function PatternPreview({ patterns }: { patterns: readonly PatternName[] }) {
  const { i18n } = useTranslation();
  const frames = useMemo(() => previewFrames(patterns), [patterns]);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex(0);
    if (frames.length < 2) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % frames.length), PREVIEW_INTERVAL_MS);
    return () => clearInterval(id);
  }, [frames]);
  const frame = frames[index % frames.length];
  if (!frame) return null;
  const lang = i18n.language === 'am' ? 'am' : 'en';
  return (
    <Paper withBorder p="xs" radius="md" data-testid="pattern-preview">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 22px)', gap: 3, justifyContent: 'center' }}>
        {frame.grid.flatMap((row, r) =>
          row.map((on, c) => (
            <div
              key={`${r}-${c}`}
              style={{
                width: 22,
                height: 22,
                borderRadius: 4,
                background: on
                  ? 'var(--mantine-color-orange-6)'
                  : r * 5 + c === CENTER_CELL
                    ? 'var(--mantine-color-gray-4)'
                    : 'var(--mantine-color-gray-1)',
                border: '1px solid var(--mantine-color-gray-4)',
              }}
            />
          )),
        )}
      </div>
      <Text size="xs" ta="center" mt={4}>
        {PATTERNS[frame.pattern].label[lang]}
      </Text>
    </Paper>
  );
}
