import { MIN_OWNER_TOP_UP_BIRR } from '@bingo/core';

/** docs/games-and-money.md#wallet: an owner's top-up is at least 10,000 Birr (core). */
export const MIN_TOP_UP_BIRR = MIN_OWNER_TOP_UP_BIRR;

/** The Add button: enabled for a whole amount of at least 10,000 Birr, and not while a request runs. */
export function canAddWallet(amountText: string, busy = false): boolean {
  if (busy) return false;
  const amount = Number(amountText.trim());
  return amountText.trim() !== '' && Number.isFinite(amount) && amount >= MIN_TOP_UP_BIRR;
}

/**
 * The seed's warning when the group's super wallet holds less than the amount (the action still
 * proceeds; the server refuses it). Unknown wallet: no warning.
 */
export function insufficientSuperWallet(amountBirr: number, superWalletSantim: number | null | undefined): boolean {
  return superWalletSantim != null && amountBirr * 100 > superWalletSantim;
}

/** The username prefix a new host gets: the route's group, else the owner's "owner.<group>" name. */
export function registrationPrefix(group: string | undefined, ownerUsername: string | null): string {
  if (group) return group;
  const m = /^owner\.(.+)$/.exec(ownerUsername ?? '');
  return m?.[1] ?? '';
}
