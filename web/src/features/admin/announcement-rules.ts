import { ADDIS_TIME_ZONE } from '@bingo/core';
import type { AnnouncementInput } from '../../gql/graphql';

const WALL = new Intl.DateTimeFormat('en-CA', { timeZone: ADDIS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * "YYYY-MM-DDTHH:MM" on the Addis Ababa wall clock, what a datetime-local field shows and what the
 * API reads as Addis time, so the super admin sees hall time whatever the browser's own zone.
 */
export function addisInputValue(instant: Date | string): string {
  const p = Object.fromEntries(WALL.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

export interface AnnouncementForm {
  title: string;
  body: string;
  link: string;
  linkLabel: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

/** A new announcement: on, from now for a week. */
export function blankAnnouncement(now = new Date()): AnnouncementForm {
  return { title: '', body: '', link: '', linkLabel: '', startsAt: addisInputValue(now), endsAt: addisInputValue(new Date(now.getTime() + 7 * 86_400_000)), isActive: true };
}

/** The form as the API takes it: an empty link or label is "none" (the server checks the rest and says what is wrong). */
export function toAnnouncementInput(f: AnnouncementForm): AnnouncementInput {
  return { title: f.title, body: f.body, link: f.link.trim() || null, linkLabel: f.linkLabel.trim() || null, startsAt: f.startsAt, endsAt: f.endsAt, isActive: f.isActive };
}

export type AnnouncementState = 'live' | 'scheduled' | 'ended' | 'off';

/** What hosts see of it right now (the server shows an active one between its start and end). */
export function announcementState(a: { isActive: boolean; startsAt: string; endsAt: string }, now = new Date()): AnnouncementState {
  if (!a.isActive) return 'off';
  if (now.getTime() < Date.parse(a.startsAt)) return 'scheduled';
  return now.getTime() < Date.parse(a.endsAt) ? 'live' : 'ended';
}
