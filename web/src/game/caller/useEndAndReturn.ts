import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../shared/api-errors';
import { useEndGame } from './operations';

/** End ends the game on the server (the seed is revealed) and returns to `to` with the seed to show. */
export function useEndAndReturn(gameId: string, to: string) {
  const navigate = useNavigate();
  const [endGame, { loading: ending }] = useEndGame();
  async function end() {
    try {
      const { data } = await endGame({ variables: { gameId } });
      const ended = data?.endGame;
      void navigate(to, {
        state: ended ? { ended: { gameId: ended.gameId, seed: ended.seed, commitment: ended.commitment } } : null,
      });
    } catch (error) {
      console.error('End game failed:', errorMessage(error));
      void navigate(to);
    }
  }
  return { end: () => void end(), ending };
}
