import { Migration20261120000000_foundation } from './Migration20261120000000_foundation';
import { Migration20261120010000_accounts } from './Migration20261120010000_accounts';
import { Migration20261120020000_games } from './Migration20261120020000_games';

/** Applied in this order on both drivers. Never edit a released migration: add a new one. */
export const MIGRATIONS = [
  { name: 'Migration20261120000000_foundation', class: Migration20261120000000_foundation },
  { name: 'Migration20261120010000_accounts', class: Migration20261120010000_accounts },
  { name: 'Migration20261120020000_games', class: Migration20261120020000_games },
];
