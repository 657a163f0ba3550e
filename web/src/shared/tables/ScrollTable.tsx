import '../i18n/views.i18n';
import { Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackTable } from './StackTable';

/**
 * A striped table in its own bordered box. On a phone (under 36em) each row is a card of
 * "column: value" lines (StackTable), so nothing scrolls sideways; wider, a table too wide for
 * its box scrolls sideways and a cue under the box says there is more to the side (until the far
 * end is reached). Cells keep to one line ("4,981 ብር" is not split); long text opts out itself.
 * `compact`: tighter columns and headers that may wrap, for tables with many columns.
 */
export function ScrollTable({
  testId,
  compact = false,
  children,
}: {
  testId?: string;
  compact?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 4);
    check();
    const watch = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    watch?.observe(el);
    if (el.firstElementChild) watch?.observe(el.firstElementChild);
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      watch?.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, []);
  return (
    <>
      <Paper ref={box} withBorder radius="md" style={{ overflowX: 'auto' }} data-scroll-box>
        <StackTable
          striped
          data-testid={testId}
          horizontalSpacing={compact ? 6 : undefined}
          style={{ whiteSpace: 'nowrap' }}
          styles={compact ? { th: { whiteSpace: 'normal', verticalAlign: 'bottom' } } : undefined}
        >
          {children}
        </StackTable>
      </Paper>
      {more && (
        <Text size="xs" c="dimmed" ta="right" mt={2} data-testid="scroll-cue">
          {t('view.scrollCue')} →
        </Text>
      )}
    </>
  );
}
