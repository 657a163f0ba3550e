import { describe, expect, it } from 'vitest';
import { addisMinuteKey } from '@bingo/core';
import { announcementState, blankAnnouncement, toAnnouncementInput } from './announcement-rules';

describe('announcement form rules', () => {
  it('shows instants on the Addis Ababa wall clock (UTC+3), across midnight too', () => {
    expect(addisMinuteKey(new Date('2026-11-21T15:30:00.000Z'))).toBe('2026-11-21T18:30');
    expect(addisMinuteKey(new Date('2026-12-31T22:05:00Z'))).toBe('2027-01-01T01:05');
  });
  it('starts a new one now, on, for a week', () => {
    const f = blankAnnouncement(new Date('2026-11-21T06:00:00Z'));
    expect(f).toMatchObject({ startsAt: '2026-11-21T09:00', endsAt: '2026-11-28T09:00', isActive: true, title: '' });
  });
  it('sends an empty link and label as none, the rest as typed for the server to judge', () => {
    const input = toAnnouncementInput({ ...blankAnnouncement(), title: ' Hi ', body: 'b', link: '  ', linkLabel: '' });
    expect(input.link).toBeNull();
    expect(input.linkLabel).toBeNull();
    expect(input.title).toBe(' Hi ');
    expect(toAnnouncementInput({ ...blankAnnouncement(), link: 'https://t.me/x' }).link).toBe('https://t.me/x');
  });
  it('says whether hosts see it now', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const a = { isActive: true, startsAt: '2026-11-21T10:00:00Z', endsAt: '2026-11-21T14:00:00Z' };
    expect(announcementState(a, now)).toBe('live');
    expect(announcementState({ ...a, isActive: false }, now)).toBe('off');
    expect(announcementState({ ...a, startsAt: '2026-11-21T13:00:00Z' }, now)).toBe('scheduled');
    expect(announcementState({ ...a, endsAt: '2026-11-21T12:00:00Z' }, now)).toBe('ended');
  });
});
