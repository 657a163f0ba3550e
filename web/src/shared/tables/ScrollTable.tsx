import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A striped table in its own bordered box that scrolls sideways: on a phone a wide table never
 * widens the page. Cells keep to one line ("4,981 ብር" is not split); long text opts out itself.
 */
export function ScrollTable({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
      <Table striped data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Table>
    </Paper>
  );
}
