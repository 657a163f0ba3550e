import { Migration20261120000000_foundation } from './Migration20261120000000_foundation';
import { Migration20261120010000_accounts } from './Migration20261120010000_accounts';
import { Migration20261120020000_games } from './Migration20261120020000_games';
import { Migration20261120030000_free_games } from './Migration20261120030000_free_games';
import { Migration20261120040000_bonus } from './Migration20261120040000_bonus';
import { Migration20261120050000_stats } from './Migration20261120050000_stats';
import { Migration20261120060000_announcements } from './Migration20261120060000_announcements';
import { Migration20261120070000_idempotency } from './Migration20261120070000_idempotency';
import { Migration20261124000000_game_clock } from './Migration20261124000000_game_clock';
import { Migration20261124100000_display } from './Migration20261124100000_display';
import { Migration20261124110000_public_code } from './Migration20261124110000_public_code';
import { Migration20261124120000_security } from './Migration20261124120000_security';
import { Migration20261124130000_two_factor } from './Migration20261124130000_two_factor';
import { Migration20261124140000_owner_groups } from './Migration20261124140000_owner_groups';
import { Migration20261124150000_hall_settings } from './Migration20261124150000_hall_settings';
import { Migration20261124200000_audit_chains } from './Migration20261124200000_audit_chains';
import { Migration20261124210000_daily_rollups } from './Migration20261124210000_daily_rollups';
import { Migration20261124250000_voice_packs } from './Migration20261124250000_voice_packs';
import { Migration20261125100000_rollup_grains } from './Migration20261125100000_rollup_grains';
import { Migration20261126100000_actor_changes } from './Migration20261126100000_actor_changes';
import { Migration20261127100000_jackpot_accrual } from './Migration20261127100000_jackpot_accrual';

/** Applied in this order on both drivers. Never edit a released migration: add a new one. */
export const MIGRATIONS = [
  { name: 'Migration20261120000000_foundation', class: Migration20261120000000_foundation },
  { name: 'Migration20261120010000_accounts', class: Migration20261120010000_accounts },
  { name: 'Migration20261120020000_games', class: Migration20261120020000_games },
  { name: 'Migration20261120030000_free_games', class: Migration20261120030000_free_games },
  { name: 'Migration20261120040000_bonus', class: Migration20261120040000_bonus },
  { name: 'Migration20261120050000_stats', class: Migration20261120050000_stats },
  { name: 'Migration20261120060000_announcements', class: Migration20261120060000_announcements },
  { name: 'Migration20261120070000_idempotency', class: Migration20261120070000_idempotency },
  { name: 'Migration20261124000000_game_clock', class: Migration20261124000000_game_clock },
  { name: 'Migration20261124100000_display', class: Migration20261124100000_display },
  { name: 'Migration20261124110000_public_code', class: Migration20261124110000_public_code },
  { name: 'Migration20261124120000_security', class: Migration20261124120000_security },
  { name: 'Migration20261124130000_two_factor', class: Migration20261124130000_two_factor },
  { name: 'Migration20261124140000_owner_groups', class: Migration20261124140000_owner_groups },
  { name: 'Migration20261124150000_hall_settings', class: Migration20261124150000_hall_settings },
  { name: 'Migration20261124200000_audit_chains', class: Migration20261124200000_audit_chains },
  { name: 'Migration20261124210000_daily_rollups', class: Migration20261124210000_daily_rollups },
  { name: 'Migration20261124250000_voice_packs', class: Migration20261124250000_voice_packs },
  { name: 'Migration20261125100000_rollup_grains', class: Migration20261125100000_rollup_grains },
  { name: 'Migration20261126100000_actor_changes', class: Migration20261126100000_actor_changes },
  { name: 'Migration20261127100000_jackpot_accrual', class: Migration20261127100000_jackpot_accrual },
];
