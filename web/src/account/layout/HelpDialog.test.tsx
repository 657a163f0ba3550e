// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { HelpDialog } from './HelpDialog';

describe('help dialog', () => {
  it('a hall without a phone: how to start, and no "For help call:" left hanging', () => {
    renderUi(<HelpDialog phones={[]} onClose={() => {}} />);
    expect(screen.getByText(/press Start Game\.$/)).toBeTruthy();
    expect(screen.queryByText('For help call:')).toBeNull();
    expect(screen.queryByTestId('help-call')).toBeNull();
  });

  it('a hall with phones: the call line, then each number as a link', () => {
    renderUi(<HelpDialog phones={['0911 22 33 44']} onClose={() => {}} />);
    expect(screen.getByTestId('help-call').textContent).toBe('For help call:');
    expect(screen.getByText('0911 22 33 44').closest('a')?.getAttribute('href')).toMatch(/^tel:/);
  });
});
