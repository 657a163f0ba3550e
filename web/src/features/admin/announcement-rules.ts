import { addisMinuteKey } from '@bingo/core';
import type { AnnouncementInput } from '../../gql/graphql';

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
  return {
    title: '',
    body: '',
    link: '',
    linkLabel: '',
    startsAt: addisMinuteKey(now),
    endsAt: addisMinuteKey(new Date(now.getTime() + 7 * 86_400_000)),
    isActive: true,
  };
}

/** The form as the API takes it: an empty link or label is "none" (the server checks the rest and says what is wrong). */
export function toAnnouncementInput(f: AnnouncementForm): AnnouncementInput {
  return {
    title: f.title,
    body: f.body,
    link: f.link.trim() || null,
    linkLabel: f.linkLabel.trim() || null,
    startsAt: f.startsAt,
    endsAt: f.endsAt,
    isActive: f.isActive,
  };
}

export type AnnouncementState = 'live' | 'scheduled' | 'ended' | 'off';

/** What hosts see of it right now (the server shows an active one between its start and end). */
export function announcementState(
  a: { isActive: boolean; startsAt: string; endsAt: string },
  now = new Date(),
): AnnouncementState {
  if (!a.isActive) return 'off';
  if (now.getTime() < Date.parse(a.startsAt)) return 'scheduled';
  return now.getTime() < Date.parse(a.endsAt) ? 'live' : 'ended';
}
