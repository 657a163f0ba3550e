/**
 * Rule messages both the server and the screens use, in the specifications' wording. The server
 * answers them (REST {"message"}, GraphQL error message); the screens show them for the checks
 * they make before the round trip. Clients branch on error codes (errors.ts), never on these.
 */

/** A claimed card that is not among the game's playing cards. */
export const NOT_A_PLAYER = 'Card is not in the list of players. Please check the card number and try again.';
/** A card whose check lost: locked for the rest of the game. */
export const CARD_LOCKED = 'This card has been locked.';
/** A card that was already judged a winner, or checked twice. */
export const ALREADY_CHECKED = 'This card has already been checked';
/** A claim on a game that ended. */
export const GAME_ENDED = 'This game has ended';
export const CARD_NOT_FOUND = 'Card not found';
export const GAME_NOT_FOUND = 'Game not found';
/** A start whose platform fee the wallet cannot cover. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance in wallet';
/**
 * A start refused for the server's load (SERVER_BUSY, HTTP 503): the answer's Retry-After header
 * and details.retryAfterSeconds carry the same whole seconds.
 */
export function serverBusyMessage(retryAfterSeconds: number): string {
  return `The server is busy, try again in ${retryAfterSeconds} s`;
}
/** Any sign-in failure. */
export const INVALID_LOGIN = 'Invalid username or password';
