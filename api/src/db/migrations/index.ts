import { Migration20261120000000_foundation } from './Migration20261120000000_foundation';
import { Migration20261120010000_accounts } from './Migration20261120010000_accounts';

/** Applied in this order on both drivers. Never edit a released migration: add a new one. */
export const MIGRATIONS = [
  { name: 'Migration20261120000000_foundation', class: Migration20261120000000_foundation },
  { name: 'Migration20261120010000_accounts', class: Migration20261120010000_accounts },
];
