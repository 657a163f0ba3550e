import { PATTERNS, type PatternName } from '@bingo/core';
import { currentLanguage, i18n } from '../../shared/i18n';
import { showToast } from '../../shared/toast/show-toast';
import type { PushedEvent } from './operations';

/** Long enough to be read across the hall's noise; the toast queue keeps several. */
const NOTICE_MS = 10_000;

/**
 * "Card 47 has Any row": the server tells the game's own caller that a hall card completed on the
 * call just made (docs/fairness.md#missed-claims; the hall's setting, on by default).
 */
export function announceMissedClaim(event: Pick<PushedEvent, 'kind' | 'missedClaim'>): void {
  const missed = event.kind === 'MISSED_CLAIM' ? event.missedClaim : null;
  if (!missed) return;
  const pattern = PATTERNS[missed.pattern as PatternName]?.label[currentLanguage()] ?? missed.pattern;
  showToast('info', i18n.t('game.missedClaim', { card: missed.cardNumber, pattern, call: missed.call }), {
    durationMs: NOTICE_MS,
  });
}

/**
 * The server paused the game by itself (docs/fairness.md#no-calls-into-an-empty-room): told once,
 * when the PAUSED event says so; a Play resumes.
 */
export function announceAutoPause(event: Pick<PushedEvent, 'kind' | 'reason'>): void {
  if (event.kind === 'PAUSED' && event.reason === 'AUTO_PAUSE')
    showToast('info', i18n.t('game.autoPaused'), { durationMs: NOTICE_MS });
}
