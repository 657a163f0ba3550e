import { PATTERNS, type PatternName } from '@bingo/core';
import { Chip, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALL_CHOICE, DASHBOARD_PATTERNS } from './pattern-selection';

/** The winning patterns to play, "all" first (pattern-selection.ts decides what a click selects). */
export function PatternChips({ value, onChange }: { value: PatternName[]; onChange: (next: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'am' ? 'am' : 'en';
  const choices = [
    { value: ALL_CHOICE, label: t('dashboard.allPatterns') },
    ...DASHBOARD_PATTERNS.map((p) => ({ value: p, label: PATTERNS[p].label[lang] })),
  ];
  return (
    <Input.Wrapper label={t('dashboard.patterns')}>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={6} mt={4} data-testid="pattern-select">
          {choices.map((p) => (
            <Chip key={p.value} value={p.value} size="xs" data-testid={`pattern-${p.value}`}>
              {p.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
