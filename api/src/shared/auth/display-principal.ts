/**
 * A paired room display (docs/roles-and-accounts.md#room-displays). Not an Actor: it has no role,
 * so no resolver guarded by @Authorized and no REST role guard ever accepts it; only the display
 * feed reads it. It stands for one host's room, read-only.
 */
export interface DisplayPrincipal {
  displayId: string;
  hostId: string;
}
