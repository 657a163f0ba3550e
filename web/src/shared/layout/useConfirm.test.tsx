// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { useConfirm } from './useConfirm';

function Archive({ onArchive }: { onArchive: () => void }) {
  const confirm = useConfirm('archive-confirm');
  return (
    <>
      <Button
        onClick={() =>
          confirm.ask({
            title: 'Archive the group “hawassa”?',
            text: 'Its owners are refused until you restore it.',
            confirmLabel: 'Archive',
            onConfirm: onArchive,
          })
        }
      >
        Archive…
      </Button>
      {confirm.dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('asks first, naming the object and the consequence; Cancel does nothing, the named button acts once', async () => {
    const onArchive = vi.fn();
    renderUi(<Archive onArchive={onArchive} />);
    await userEvent.click(screen.getByText('Archive…'));
    expect(screen.getByText('Archive the group “hawassa”?')).toBeTruthy();
    expect(screen.getByText('Its owners are refused until you restore it.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('archive-confirm-cancel'));
    expect(onArchive).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Archive…'));
    await userEvent.click(screen.getByTestId('archive-confirm-confirm'));
    expect(onArchive).toHaveBeenCalledTimes(1);
  });
});
