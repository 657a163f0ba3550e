// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { BarChart } from './BarChart';

const bars = [
  { label: '2026-11-01', value: 120_000 },
  { label: '2026-11-02', value: -4_550 },
  { label: '2026-11-03', value: 98_700 },
];

describe('BarChart from the keyboard', () => {
  it('Tab focuses the chart on the newest bar; arrows, Home and End walk the exact figures; Escape hides them', async () => {
    const user = userEvent.setup();
    renderUi(<BarChart bars={bars} label="Profit" />);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('bar-chart-focus'));
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('987');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('-45.5 ብር');
    await user.keyboard('{Home}');
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('1,200');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('1,200');
    await user.keyboard('{End}');
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('987');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('987');
    await user.tab();
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('an empty chart takes no focus', async () => {
    const user = userEvent.setup();
    renderUi(<BarChart bars={[]} label="Profit" />);
    await user.tab();
    expect(document.activeElement).not.toBe(screen.getByTestId('bar-chart-focus'));
  });
});
