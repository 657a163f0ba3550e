export const ROLES = ['HOST', 'OWNER', 'SUPER_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in account a request acts as. Services scope every query by it. */
export interface Actor {
  id: string;
  username: string;
  role: Role;
  cardSetId: number | null;
  /** Owners (and a group's super account): the group they act for. */
  ownerGroupId: number | null;
  /** True when the request carries a valid step-up token (password re-entered < 5 min ago). */
  steppedUp: boolean;
  /** True for a personal API token: only report queries and GET report paths (never a write). */
  readOnly?: boolean;
  /** An owner the platform requires to use two-factor sign-in, not enrolled yet: only enrolment is open (two-factor-gate.ts). */
  twoFactorPending?: boolean;
}
