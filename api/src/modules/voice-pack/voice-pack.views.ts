/** A voice pack as the API answers it (docs/screens.md#voice-packs). */
export interface VoicePackView {
  id: string;
  name: string;
  /** The host it belongs to; null: a platform pack every host may choose. */
  hostId: string | null;
  hostUsername: string | null;
  contentHash: string;
  /** Clips are at `${clipBaseUrl}/<clip>.wav`: 1..75 and the events the pack has. */
  clipBaseUrl: string;
  events: string[];
  sizeBytes: number;
  createdAt: Date;
  /** The chosen pack of the host listed for. */
  isDefault: boolean;
}

/** The pack a host's caller and room display play. */
export interface ChosenPackView {
  id: string;
  name: string;
  clipBaseUrl: string;
  events: string[];
}

/**
 * Where a pack's clips are served: `/api/voice-packs/<packId>/<contentHash>/<clip>.wav`. One
 * stable prefix, so the service worker can cache every pack under it; the hash makes it immutable.
 */
export function clipBaseUrl(packId: string, hash: string): string {
  return `/api/voice-packs/${packId}/${hash}`;
}
