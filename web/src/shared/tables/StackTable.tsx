import { Table, type TableProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { labelCells } from './stack-labels';
import classes from './stacked-table.module.css';

/**
 * Mantine's Table that becomes cards on a phone (under 36em): each row a block of "column: value"
 * lines (stacked-table.module.css), each cell labelled with its column's header (stack-labels.ts),
 * so no back-office table needs a sideways scroll on a phone. Wider, it is the plain table.
 */
export function StackTable({ className, ...props }: TableProps) {
  const ref = useRef<HTMLTableElement>(null);
  // Rows come and go with queries and pages, headers with the language: label on every change.
  useEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    if (typeof MutationObserver === 'undefined') return;
    const watch = new MutationObserver(() => labelCells(table));
    watch.observe(table, { childList: true, subtree: true, characterData: true });
    return () => watch.disconnect();
  }, []);
  return <Table ref={ref} className={[classes.stack, className].filter(Boolean).join(' ')} {...props} />;
}
