import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '../../../shared/schemas/own-profile';
import { bodyOf, changedFields, formOfProfile, rebase } from './form-values';

const profile: OwnProfile = {
  id: 7,
  username: 'user4k9q2m7x1z',
  region: null,
  classicPoints: 0,
  platformerPoints: 0,
  discord: null,
  youtube: 'https://www.youtube.com/@old',
  twitter: null,
  twitch: null,
  isStaff: false,
  isActive: false,
  dateJoined: '2024-01-01T00:00:00.000Z',
  hasAvatar: false,
  email: null,
  flagged: false,
  ban: null,
};

describe('settings form values', () => {
  it('shows stored addresses as handles', () => {
    expect(formOfProfile(profile)).toMatchObject({ youtube: 'old', twitter: '', region: '' });
  });

  it('sends each social as one full address, whether a handle, an @handle or an address was typed', () => {
    const form = { ...formOfProfile(profile), youtube: 'https://www.youtube.com/@abc', twitter: '@abc', twitch: 'abc' };
    expect(bodyOf(form, profile)).toMatchObject({
      youtube: 'https://www.youtube.com/@abc',
      twitter: 'https://twitter.com/abc',
      twitch: 'https://www.twitch.tv/abc',
    });
  });

  it('activates an inactive account whose username changes, and sends a first region only while none is stored', () => {
    const form = { ...formOfProfile(profile), username: 'NewName', region: '3' };
    expect(bodyOf(form, profile)).toMatchObject({ isActive: true, region: 3 });
    expect(bodyOf(formOfProfile(profile), profile)).toMatchObject({ isActive: false, region: null });
    expect(bodyOf({ ...form, region: '5' }, { ...profile, region: 2 })).toMatchObject({ region: 2 });
  });

  it('names the changed fields for the outbox label', () => {
    expect(changedFields({ ...formOfProfile(profile), username: 'NewName', youtube: '@old', twitch: 'x' }, profile)).toEqual([
      'username',
      'twitch',
    ]);
  });

  it('keeps typed fields and takes new stored values for the others when the profile refreshes', () => {
    const base = formOfProfile(profile);
    const typed = { ...base, discord: 'typed' };
    const next = { ...base, youtube: 'fresh', discord: 'server' };
    expect(rebase(typed, base, next)).toEqual({ ...next, discord: 'typed' });
    expect(rebase(typed, base, base)).toBe(typed);
  });
});
