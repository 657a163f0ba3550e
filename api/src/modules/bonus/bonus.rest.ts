import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import { parseInput } from '../../shared/validation/parse-input';
import type { BonusServices as Services } from './bonus.context';
import { BonusConfigInput, BonusPresetInput, BonusStatsRangeInput } from './bonus.inputs';
import { legacyBonusGame, legacyConfig, legacyDailyStat, legacyPreset } from './bonus.views';

/**
 * docs/legacy-rest.md#bonuses. Configurations and statistics are the signed-in host's own;
 * presets: hosts and super admins (global ones are the super admin's). Writes need X-Step-Up.
 */
export function bonusRoutes(services: Services): Router {
  const router = Router();
  const host = requireRole('HOST');
  const presetRoles = requireRole('HOST', 'SUPER_ADMIN');
  const { configs, presets, stats } = services.bonuses;

  router.get('/bonus/list', host, async (_req, res) => {
    res.json((await configs.list(actorOf(res))).map(legacyConfig));
  });

  router.get('/bonus/presets', presetRoles, async (_req, res) => {
    res.json((await presets.list(actorOf(res))).map(legacyPreset));
  });

  router.get('/bonus/bonus-games', host, async (_req, res) => {
    res.json((await stats.bonusGames(actorOf(res))).map(legacyBonusGame));
  });

  router.get('/bonus/daily-stats', host, async (req, res) => {
    const range = await parseInput(BonusStatsRangeInput, {
      startDate: req.query.startDate,
      endDate: req.query.endDate,
    });
    res.json((await stats.dailyStats(actorOf(res), range)).map(legacyDailyStat));
  });

  router.post('/bonus/create', host, async (req, res) => {
    const input = await parseInput(BonusConfigInput, req.body);
    const bonus = await configs.create(actorOf(res), input);
    res.status(201).json({ message: 'Bonus created successfully', bonus: legacyConfig(bonus) });
  });

  // Preset paths first: "/bonus/preset" must not be taken for a configuration id.
  router.post('/bonus/preset', presetRoles, async (req, res) => {
    const preset = await presets.create(actorOf(res), await parseInput(BonusPresetInput, req.body));
    res.status(201).json({ message: 'Preset created successfully', preset: legacyPreset(preset) });
  });

  router.put('/bonus/preset/:id/toggle', presetRoles, async (req, res) => {
    const preset = await presets.toggle(actorOf(res), String(req.params.id));
    res.json({ message: 'Preset status updated successfully', preset: legacyPreset(preset) });
  });

  router.put('/bonus/preset/:id', presetRoles, async (req, res) => {
    const preset = await presets.update(
      actorOf(res),
      String(req.params.id),
      await parseInput(BonusPresetInput, req.body),
    );
    res.json({ message: 'Preset updated successfully', preset: legacyPreset(preset) });
  });

  router.put('/bonus/:id', host, async (req, res) => {
    const bonus = await configs.update(
      actorOf(res),
      String(req.params.id),
      await parseInput(BonusConfigInput, req.body),
    );
    res.json({ message: 'Bonus updated successfully', bonus: legacyConfig(bonus) });
  });

  router.delete('/bonus/:id', host, async (req, res) => {
    await configs.remove(actorOf(res), String(req.params.id));
    res.json({ message: 'Bonus deleted successfully' });
  });

  return router;
}
