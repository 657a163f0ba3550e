import type { Actor } from '../../shared/auth/actor';
import type { DisplayPrincipal } from '../../shared/auth/display-principal';
import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import type { EventBus } from '../../shared/events/event-bus';
import type { AnnouncementService } from '../announcement';
import type { CardChecks } from '../card';
import type { GameService } from '../game';
import { hallDisplayName } from '../hall';
import { chosenVoicePack } from '../voice-pack';
import { linkedJackpotOfHost, linkedJackpotTopic } from '../jackpot';
import { hostTopic } from '../game';
import type { LiveService } from '../live';
import { DisplayFeed } from './display-feed';
import { displayGame, type DisplayFrameView } from './display-frame';
import {
  authenticateDisplay,
  createPairingCode,
  listDisplays,
  pairDisplay,
  revokeDisplay,
  type DisplayPairedView,
  type PairedDisplayView,
  type PairingCodeView,
} from './display-pairing';
import { readDisplaySettings, setCallerLanguage, setDisplayVoice, type DisplaySettingsView } from './display-settings';
import { findHost } from './display.sql';

/**
 * Room displays (docs/roles-and-accounts.md#room-displays, docs/screens.md#room-display): pairing
 * by code, the host's list and revocation, the voice switch, and each display's feed of frames.
 */
export class DisplayService {
  constructor(
    private readonly orm: Orm,
    private readonly bus: EventBus,
    private readonly games: GameService,
    private readonly live: LiveService,
    private readonly announcements: AnnouncementService,
    /** The hall's code for the "follow your card" QR (docs/screens.md#card-page). */
    private readonly cardChecks: CardChecks,
  ) {}

  createPairingCode(actor: Actor): Promise<PairingCodeView> {
    return createPairingCode(this.orm, actor);
  }

  pair(code: unknown, name: unknown, client: { address: string; userAgent: string }): Promise<DisplayPairedView> {
    return pairDisplay(this.orm, { code, name }, client);
  }

  authenticate(token: string | undefined): Promise<DisplayPrincipal | null> {
    return authenticateDisplay(this.orm, token);
  }

  list(actor: Actor): Promise<PairedDisplayView[]> {
    return listDisplays(this.orm, actor);
  }

  revoke(actor: Actor, displayId: string): Promise<PairedDisplayView> {
    return revokeDisplay(this.orm, actor, displayId);
  }

  settings(actor: Actor): Promise<DisplaySettingsView> {
    return readDisplaySettings(this.orm, actor.id);
  }

  /** Displays hear the change through the host's bus topic (every instance). */
  async setVoice(actor: Actor, voiceOnDisplay: boolean, voice: unknown): Promise<DisplaySettingsView> {
    const view = await setDisplayVoice(this.orm, actor, { voiceOnDisplay, voice });
    await this.bus.publish({ topic: hostTopic(actor.id), kind: 'DISPLAY' });
    return view;
  }

  /** The caller's language; the host's displays read their frame again (every instance). */
  async setCallerLanguage(actor: Actor, language: string): Promise<DisplaySettingsView> {
    const view = await setCallerLanguage(this.orm, actor, language);
    await this.bus.publish({ topic: hostTopic(actor.id), kind: 'DISPLAY' });
    return view;
  }

  /** The display's frames: the first at once (the room as it stands), then one per change. */
  feed(display: DisplayPrincipal): AsyncIterableIterator<DisplayFrameView> {
    return new DisplayFeed(display.hostId, {
      frame: (hostId) => this.frame(hostId),
      follow: (gameId) => this.live.follow(gameId),
      onHostEvent: (hostId, listener) => this.bus.subscribe(hostTopic(hostId), listener),
      onPoolEvent: (poolId, listener) => this.bus.subscribe(linkedJackpotTopic(poolId), listener),
    }).queue;
  }

  /** The room as it stands: the host's game in progress as the host's own game view shows it. */
  async frame(hostId: string): Promise<DisplayFrameView> {
    const host = await this.hostActor(hostId);
    const [game, settings, announcements, hallName, pack, linked] = await Promise.all([
      host ? this.games.active(host) : null,
      readDisplaySettings(this.orm, hostId),
      this.announcements.active(),
      host ? hallDisplayName(sqlEm(this.orm), hostId) : '',
      chosenVoicePack(sqlEm(this.orm), hostId),
      linkedJackpotOfHost(sqlEm(this.orm), hostId),
    ]);
    const lastWin = linked?.lastWin
      ? { ...linked.lastWin, hallName: await hallDisplayName(sqlEm(this.orm), linked.lastWin.hostId) }
      : null;
    return {
      hallName,
      hallCode: host ? this.cardChecks.hallCode(hostId) : '',
      voice: settings.voiceOnDisplay ? settings.voice : null,
      voicePackUrl: settings.voiceOnDisplay ? (pack?.clipBaseUrl ?? null) : null,
      language: settings.callerLanguage,
      announcements: announcements.map((a) => ({ title: a.title, body: a.body })),
      game: game ? displayGame(game) : null,
      linkedJackpot: linked
        ? {
            poolId: linked.poolId,
            name: linked.name,
            amount: linked.amount,
            lastWin: lastWin && { hallName: lastWin.hallName, amount: lastWin.amount, at: lastWin.at },
          }
        : null,
      serverTime: new Date(),
    };
  }

  /** The host as an actor, only inside this service to read its own game (never a request's actor). */
  private async hostActor(hostId: string): Promise<Actor | null> {
    const row = await findHost(sqlEm(this.orm), hostId);
    if (!row) return null;
    return {
      id: row.id,
      username: row.username,
      role: 'HOST',
      cardSetId: row.card_set_id,
      ownerGroupId: row.owner_group_id,
      steppedUp: false,
    };
  }
}
