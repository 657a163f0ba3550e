import type { Orm } from '../../shared/db/orm';
import { BonusConfigService } from './bonus-config.service';
import { BonusEngine } from './bonus-engine';
import { BonusPresetService } from './bonus-preset.service';
import { BonusPresetCopies } from './bonus-preset-copy';
import { BonusStatsService } from './bonus-stats.service';

/** The bonus module as both transports and game start see it. */
export class BonusService {
  readonly configs: BonusConfigService;
  readonly presets: BonusPresetService;
  readonly presetCopies: BonusPresetCopies;
  readonly stats: BonusStatsService;
  /** Plugged into game start through GamePromotions (bonusesFor / recordApplied). */
  readonly engine = new BonusEngine();

  constructor(orm: Orm) {
    this.configs = new BonusConfigService(orm);
    this.presets = new BonusPresetService(orm);
    this.presetCopies = new BonusPresetCopies(orm);
    this.stats = new BonusStatsService(orm);
  }
}
