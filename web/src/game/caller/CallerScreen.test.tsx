// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activeGame, answered, CALLS, clockAnswer, mutations, openingMocks } from '../../../test/caller-fixture';
import { renderUi } from '../../../test/render-ui';
import { i18n } from '../../shared/i18n';
import type { ActiveGame } from './ActiveGameGate';
import { BingoBoard } from './CallBoard';
import { CallerScreen } from './CallerScreen';

/** The regular caller as GameInProgressPage puts it together: the board in the screen's area. */
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
      {({ loop }) => <BingoBoard numbers={loop.numbers} shown={loop.shown} />}
    </CallerScreen>
  );
}

const LATER = '2026-01-10T08:00:01.000Z';

describe('caller screen', () => {
  it('shows the call count, the last five calls newest first, the called numbers lit on the board, and Resume while paused', async () => {
    renderUi(<Caller game={activeGame()} />, { mocks: openingMocks() });
    expect(screen.getByTestId('call-count')).toHaveProperty('textContent', 'Call 7 of 75');
    expect(screen.getByTestId('countdown')).toHaveProperty('textContent', 'Paused');
    const recent = [...screen.getByTestId('recent-calls').children];
    expect(recent.map((ball) => ball.textContent)).toEqual(['I17', 'B2', 'O61', 'G46', 'N31']);
    expect(recent[0]!.getAttribute('data-latest')).toBe('true');
    const lit = [...within(screen.getByTestId('bingo-board')).getAllByTestId(/^ball-/)]
      .filter((ball) => ball.hasAttribute('data-called'))
      .map((ball) => Number(ball.textContent));
    expect(lit).toEqual([...CALLS].sort((a, b) => a - b));
    expect(screen.getByTestId('pause-button')).toHaveProperty('textContent', 'Resume');
    // Check waits for a card number.
    expect(screen.getByTestId('check-button')).toHaveProperty('disabled', true);
    // The draw's commitment shows only before the first call.
    expect(screen.queryByTestId('commitment')).toBeNull();
  });

  it('before the first call: Play and the draw commitment', () => {
    renderUi(<Caller game={activeGame({ calledNumbers: [], callsRevealed: 0 })} />, { mocks: openingMocks() });
    expect(screen.getByTestId('pause-button')).toHaveProperty('textContent', 'Play');
    expect(screen.getByTestId('commitment').textContent).toContain('ab12cd34ef56');
    expect(screen.getByTestId('recent-calls').children).toHaveLength(0);
  });

  it('Resume asks the server to play; its answer runs the countdown and the button becomes Pause', async () => {
    const play = answered({ playGame: clockAnswer(false, LATER) });
    renderUi(<Caller game={activeGame()} />, { mocks: [...openingMocks(), mutations.play(play)] });
    await userEvent.click(screen.getByTestId('pause-button'));
    await waitFor(() => expect(screen.getByTestId('pause-button')).toHaveProperty('textContent', 'Pause'));
    expect(play).toHaveBeenCalledWith({ gameId: 'g1' });
    expect(screen.getByTestId('countdown').textContent).toMatch(/^Next call in \d+ s$/);
  });

  it('Pause asks the server to pause; the screen then says Paused and offers Resume', async () => {
    const pause = answered({ pauseGame: clockAnswer(true, LATER) });
    renderUi(<Caller game={activeGame({ paused: false, nextCallAt: '2026-01-10T08:00:04.000Z' })} />, {
      mocks: [...openingMocks({ paused: false }), mutations.pause(pause)],
    });
    await waitFor(() => expect(screen.getByTestId('pause-button')).toHaveProperty('textContent', 'Pause'));
    await userEvent.click(screen.getByTestId('pause-button'));
    await waitFor(() => expect(screen.getByTestId('pause-button')).toHaveProperty('textContent', 'Resume'));
    expect(pause).toHaveBeenCalledWith({ gameId: 'g1' });
    expect(screen.getByTestId('countdown')).toHaveProperty('textContent', 'Paused');
  });

  it('End asks first; confirmed, it ends the game on the server and returns to the dashboard', async () => {
    const end = answered({
      endGame: {
        __typename: 'GameEnd',
        gameId: 'g1',
        status: 'ENDED',
        seed: 'f'.repeat(64),
        commitment: 'ab12cd34ef56'.padEnd(64, '0'),
        endedAt: LATER,
      },
    });
    renderUi(<Caller game={activeGame()} />, {
      path: '/game-in-progress',
      mocks: [...openingMocks(), mutations.end(end)],
      routes: { '/dashboard': <p>dashboard</p> },
    });
    await userEvent.click(screen.getByTestId('end-button'));
    expect(screen.getByText('End this game?')).toBeTruthy();
    expect(end).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('end-confirm-confirm'));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(end).toHaveBeenCalledWith({ gameId: 'g1' });
  });

  it('End cancelled leaves the game running on this screen', async () => {
    const end = answered({});
    renderUi(<Caller game={activeGame()} />, { mocks: [...openingMocks(), mutations.end(end)] });
    await userEvent.click(screen.getByTestId('end-button'));
    await userEvent.click(screen.getByTestId('end-confirm-cancel'));
    expect(end).not.toHaveBeenCalled();
    expect(screen.getByTestId('call-count')).toBeTruthy();
  });
});
