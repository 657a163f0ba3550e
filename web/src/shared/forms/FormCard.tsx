import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled, bordered box for a form below a list (card set import, new Power Games campaign). */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
