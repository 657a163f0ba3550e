// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import confetti from 'canvas-confetti';
import { describe, expect, it, vi } from 'vitest';
import { activeGame, answered, CARD_7_WINS, mutations, openingMocks } from '../../../test/caller-fixture';
import { renderUi } from '../../../test/render-ui';
import { i18n } from '../../shared/i18n';
import type { ActiveGame } from './ActiveGameGate';
import { CallerScreen } from './CallerScreen';

// A winner's confetti draws on a canvas happy-dom does not have: only whether it was thrown is checked.
vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

function Caller({ game }: { game: ActiveGame }) {
  return (
    <CallerScreen
      game={game}
      voice="none"
      returnTo="/dashboard"
      countLabel={(n, total) => i18n.t('game.callCount', { n, total })}
      payoutLabel={i18n.t('game.payout')}
      banner={() => null}
    >
      {() => null}
    </CallerScreen>
  );
}

async function check(cardNumber: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), cardNumber);
  await userEvent.click(screen.getByTestId('check-button'));
}

const CARD_12_LOSES = {
  ...CARD_7_WINS,
  cardNumber: 12,
  isWinner: false,
  locked: true,
  payout: 0,
  card: { ...CARD_7_WINS.card, paletteNumber: 12 },
  results: [{ ...CARD_7_WINS.results[0]!, isWinner: false, cells: [], completedAtCall: null }],
};

describe('card check on the caller screen', () => {
  it('a winning card typed and checked: the server judges it on the calls shown, the results say winner and the payout', async () => {
    const judged = answered({ checkWinner: CARD_7_WINS });
    renderUi(<Caller game={activeGame()} />, { mocks: [...openingMocks(), mutations.check(7, judged)] });
    await check('7');
    const result = await screen.findByTestId('result-7');
    expect(judged).toHaveBeenCalledOnce();
    expect(result.getAttribute('data-winner')).toBe('true');
    expect(within(result).getByTestId('result-label').textContent).toBe(i18n.t('game.winner'));
    expect(within(result).getByTestId('result-payout').textContent).toBe('Payout: 16 ብር');
    expect(within(result).getByText(/^Pattern:/)).toBeTruthy();
    await waitFor(() => expect(confetti).toHaveBeenCalled());
    // The box is emptied for the next card.
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveProperty('value', '');
  });

  it('a losing card: the results say not a winner and that the card is now locked', async () => {
    renderUi(<Caller game={activeGame()} />, {
      mocks: [...openingMocks(), mutations.check(12, answered({ checkWinner: CARD_12_LOSES }))],
    });
    await check('12');
    const result = await screen.findByTestId('result-12');
    expect(result.getAttribute('data-winner')).toBe('false');
    expect(within(result).getByTestId('result-label').textContent).toBe(i18n.t('game.nonWinner'));
    expect(within(result).queryByTestId('result-payout')).toBeNull();
    expect(within(result).getByText(i18n.t('game.lockedNote'))).toBeTruthy();
  });

  it('a card that is not playing is refused on the screen, without asking the server', async () => {
    const judged = answered({ checkWinner: CARD_7_WINS });
    renderUi(<Caller game={activeGame()} />, { mocks: [...openingMocks(), mutations.check(99, judged)] });
    await check('99');
    expect(await screen.findByText(i18n.t('checkErrors.notAPlayer'))).toBeTruthy();
    expect(screen.queryByTestId('result-99')).toBeNull();
    expect(judged).not.toHaveBeenCalled();
  });

  it('a card already judged a loser in this game is refused as locked', async () => {
    const judged = answered({ checkWinner: CARD_12_LOSES });
    const game = activeGame({ claims: [{ cardNumber: 12, result: 'LOST', prefixLength: 3, payout: 0 }] });
    renderUi(<Caller game={game} />, { mocks: [...openingMocks(), mutations.check(12, judged)] });
    await check('12');
    expect(await screen.findByText(i18n.t('checkErrors.locked'))).toBeTruthy();
    expect(judged).not.toHaveBeenCalled();
  });

  it('while the calls run, Check stays disabled and the screen says to pause first', async () => {
    renderUi(<Caller game={activeGame({ paused: false, nextCallAt: '2026-01-10T08:00:04.000Z' })} />, {
      mocks: openingMocks({ paused: false }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '7');
    expect(screen.getByTestId('check-button')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('pause-to-check')).toBeTruthy();
  });

  it('the box takes digits only, at most three', async () => {
    renderUi(<Caller game={activeGame()} />, { mocks: openingMocks() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '1a2b34');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveProperty('value', '123');
  });
});
