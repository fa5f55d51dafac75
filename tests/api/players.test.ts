import { describe, expect, it } from 'vitest';
import { startTestServer, type TestPlayer, useTestServer } from '../support/server';

const { server } = useTestServer();

const PLAYER_KEYS = [
  'id',
  'username',
  'region',
  'classicPoints',
  'platformerPoints',
  'discord',
  'youtube',
  'twitter',
  'twitch',
  'isStaff',
  'isActive',
  'dateJoined',
  'hasAvatar',
];
const update = (player: TestPlayer, body: Record<string, unknown>) =>
  server.put('/api/authenticated/players/profile/update', { token: player.token, body: { username: player.username, ...body } });
const profile = async (player: TestPlayer) => (await server.get('/api/authenticated/players/profile', { token: player.token })).json;

describe('public player reads', () => {
  it('lists every player as {id, username} by username and the staff as {username}', async () => {
    const zed = await server.createPlayer({ username: 'zed' });
    const amy = await server.createStaff({ username: 'Amy' });
    const bob = await server.createPlayer({ username: 'bob' });
    const list = (await server.get('/api/public/players')).json as any[];
    expect(list.filter((p) => ['zed', 'Amy', 'bob'].includes(p.username))).toEqual([
      { id: amy.id, username: 'Amy' },
      { id: bob.id, username: 'bob' },
      { id: zed.id, username: 'zed' },
    ]);
    const staff = await server.get('/api/public/players/staff');
    expect(staff.status).toBe(200);
    expect(staff.json).toEqual([{ username: 'Amy' }]);
  });

  it('finds a player by username ignoring case, with the public fields only', async () => {
    const region = await server.createRegion('Casablanca');
    const player = await server.createPlayer({ username: 'CaseyJones', regionId: region, discord: 'casey', password: 'secret-password' });
    const response = await server.get('/api/public/players/username/caseyjONES');
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual([...PLAYER_KEYS].sort());
    expect(response.json).toMatchObject({
      id: player.id,
      username: 'CaseyJones',
      region,
      discord: 'casey',
      classicPoints: 0,
      isStaff: false,
      isActive: true,
    });
    expect(new Date(response.json.dateJoined).toISOString()).toBe(response.json.dateJoined);
    expect(response.text).not.toContain('@test.local');
    // Whether there is an avatar, never the picture itself.
    expect(response.json.hasAvatar).toBe(false);
    expect(response.text.replace('"hasAvatar"', '')).not.toMatch(/password|avatar|email/i);
    const missing = await server.get('/api/public/players/username/nobody-here');
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('not_found');
    expect((await server.get(`/api/public/players/username/${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('lists the players of a region by classic points, 404 for an unknown region', async () => {
    const region = await server.createRegion('Marrakech');
    const [l1, l2] = await server.createLevels('classic', 2);
    const low = await server.createPlayer({ regionId: region });
    const high = await server.createPlayer({ regionId: region });
    const none = await server.createPlayer({ regionId: region });
    await server.createPlayer();
    await server.createRecord('classic', l2!, low.id, { percentage: 100 });
    await server.createRecord('classic', l1!, high.id, { percentage: 100 });
    const response = await server.get(`/api/public/players/region/${region}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { id: high.id, username: high.username, classicPoints: 500, platformerPoints: 0, hasAvatar: false },
      { id: low.id, username: low.username, classicPoints: 430.92, platformerPoints: 0, hasAvatar: false },
      { id: none.id, username: none.username, classicPoints: 0, platformerPoints: 0, hasAvatar: false },
    ]);
    const empty = await server.createRegion('Empty');
    expect((await server.get(`/api/public/players/region/${empty}`)).json).toEqual([]);
    expect((await server.get('/api/public/players/region/99999')).status).toBe(404);
    expect((await server.get('/api/public/players/region/abc')).status).toBe(400);
  });

  it('ranks leaderboards by points of the mode, ties by username, leaving out players without points', async () => {
    const fresh = await startTestServer();
    try {
      const [c1, c2, c3] = await fresh.createLevels('classic', 3, { minimumCompletion: 50 });
      const [p1, p2] = await fresh.createLevels('platformer', 2);
      const bea = await fresh.createPlayer({ username: 'bea' });
      const abe = await fresh.createPlayer({ username: 'Abe' });
      const cal = await fresh.createPlayer({ username: 'cal' });
      await fresh.createPlayer({ username: 'nobody' });
      const below = await fresh.createPlayer({ username: 'below' });
      await fresh.createRecord('classic', c1!, bea.id, { percentage: 100 });
      await fresh.createRecord('classic', c2!, abe.id, { percentage: 100 });
      await fresh.createRecord('classic', c3!, abe.id, { percentage: 100 });
      await fresh.createRecord('classic', c2!, cal.id, { percentage: 100 });
      await fresh.createRecord('classic', c1!, below.id, { percentage: 40 });
      await fresh.createRecord('platformer', p2!, cal.id, { timeMs: 1000 });
      await fresh.createRecord('platformer', p2!, bea.id, { timeMs: 2000 });
      await fresh.createRecord('platformer', p1!, abe.id, { timeMs: 3000 });

      const classic = await fresh.get('/api/public/players/classic-points');
      expect(classic.status).toBe(200);
      expect(classic.json.map((r: any) => [r.username, r.classicPoints])).toEqual([
        ['Abe', 821.44],
        ['bea', 500],
        ['cal', 430.92],
      ]);
      expect(Object.keys(classic.json[0]).sort()).toEqual(['classicPoints', 'hasAvatar', 'id', 'platformerPoints', 'username']);
      const platformer = await fresh.get('/api/public/players/platformer-points');
      expect(platformer.json.map((r: any) => [r.username, r.platformerPoints])).toEqual([
        ['Abe', 500],
        ['bea', 430.92],
        ['cal', 430.92],
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('own profile', () => {
  it('needs a valid sign-in', async () => {
    expect((await server.get('/api/authenticated/players/profile')).status).toBe(401);
    expect((await server.get('/api/authenticated/players/profile', { token: 'not-a-token' })).status).toBe(401);
    expect((await server.put('/api/authenticated/players/profile/update', { body: { username: 'someone' } })).status).toBe(401);
  });

  it('reads the own profile with the email', async () => {
    const player = await server.createPlayer({ username: 'Reader' });
    const response = await server.get('/api/authenticated/players/profile', { token: player.token });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: player.id,
      username: 'Reader',
      email: player.email,
      region: null,
      isActive: true,
      hasAvatar: false,
    });
    expect(response.text.replace('"hasAvatar"', '')).not.toMatch(/password|avatar/i);
  });

  it('updates username and socials, storing full addresses and the plain discord handle', async () => {
    const player = await server.createPlayer();
    const response = await update(player, {
      id: player.id,
      username: 'NewName',
      discord: '  nn#1234 ',
      youtube: '@nnTube',
      twitter: 'https://x.com/nn_tw',
      twitch: 'twitch.tv/nnlive',
      isActive: true,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: player.id,
      username: 'NewName',
      discord: 'nn#1234',
      youtube: 'https://www.youtube.com/@nnTube',
      twitter: 'https://twitter.com/nn_tw',
      twitch: 'https://www.twitch.tv/nnlive',
      email: player.email,
    });
    const cleared = await update({ ...player, username: 'NewName' }, { discord: '', youtube: null, twitter: '' });
    expect(cleared.json).toMatchObject({ discord: null, youtube: null, twitter: null, twitch: null });
    expect((await server.get('/api/public/players/username/newname')).json.id).toBe(player.id);
  });

  it('rejects invalid input with field issues and changes nothing', async () => {
    const player = await server.createPlayer();
    for (const body of [
      { username: 'ab' },
      { username: 'has/slash' },
      { username: 'two  spaces' },
      { username: 'x'.repeat(33) },
      { youtube: 'bad handle!' },
      { region: 'one' },
      { region: 1.5 },
    ]) {
      const response = await update(player, body);
      expect(response.status).toBe(400);
      expect(response.json.code).toBe('validation_failed');
      expect(response.json.issues.length).toBeGreaterThan(0);
    }
    const malformed = await server.request('PUT', '/api/authenticated/players/profile/update', {
      token: player.token,
      rawBody: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await profile(player)).username).toBe(player.username);
  });

  it('refuses a username taken by someone else ignoring case, but allows a new case of the own name', async () => {
    await server.createPlayer({ username: 'TakenName' });
    const player = await server.createPlayer({ username: 'mine_name' });
    const taken = await update(player, { username: 'takenname', discord: 'changed' });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('username_taken');
    expect(await profile(player)).toMatchObject({ username: 'mine_name', discord: null });
    const recased = await update(player, { username: 'Mine_Name' });
    expect(recased.status).toBe(200);
    expect(recased.json.username).toBe('Mine_Name');
  });

  it('takes names in any script with single spaces, read back by their encoded name in any case', async () => {
    // A new Google account (a generated name, inactive) picks its name in Arabic script: that activates it.
    const newcomer = await server.createPlayer({ username: 'userq7w3e9r2t5', isActive: false });
    const arabic = await update(newcomer, { username: 'ياسين' });
    expect(arabic.status).toBe(200);
    expect(arabic.json).toMatchObject({ username: 'ياسين', isActive: true });
    const read = await server.get(`/api/public/players/username/${encodeURIComponent('ياسين')}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: newcomer.id, username: 'ياسين', isActive: true });

    const player = await server.createPlayer();
    const spaced = await update(player, { username: '  Amine GD ' });
    expect(spaced.status).toBe(200);
    expect(spaced.json.username).toBe('Amine GD');
    for (const name of ['Amine GD', 'amine gd', 'AMINE GD']) {
      const found = await server.get(`/api/public/players/username/${encodeURIComponent(name)}`);
      expect(found.status, name).toBe(200);
      expect(found.json).toMatchObject({ id: player.id, username: 'Amine GD' });
    }
    // Stored NFC: an accent typed as a combining mark is the composed letter.
    expect((await update({ ...player, username: 'Amine GD' }, { username: 'Zoe\u0301 GD' })).json.username).toBe('Zoé GD');
    expect((await server.get(`/api/public/players/username/${encodeURIComponent('ZOÉ GD')}`)).json.id).toBe(player.id);
  });

  it('refuses a name with a character the rule leaves out, saying what is allowed', async () => {
    const player = await server.createPlayer();
    for (const username of ['AC/DC', 'Ami\u202Ene', 'Amine\u200B', 'GD 🔥']) {
      const response = await update(player, { username });
      expect(response.status, username).toBe(400);
      expect(response.json).toMatchObject({
        code: 'validation_failed',
        issues: [
          {
            path: 'username',
            type: 'regex',
            message: 'username must be made of letters and digits of any alphabet, _ . - and single spaces between words',
          },
        ],
      });
    }
    expect((await profile(player)).username).toBe(player.username);
  });

  it('refuses a name another player has in another case, in any script', async () => {
    const player = await server.createPlayer();
    for (const [taken, wanted] of [
      ['Élan Ça', 'élan ça'],
      ['ΣΑΣ', 'σασ'],
      ['σασ2', 'ΣΑΣ2'],
      ['ياسر', 'ياسر'],
      ['ZOÉ', 'Zoe\u0301'],
    ]) {
      await server.createPlayer({ username: taken });
      const response = await update(player, { username: wanted });
      expect(response.status, wanted).toBe(409);
      expect(response.json.code).toBe('username_taken');
    }
    expect((await profile(player)).username).toBe(player.username);
  });

  it("refuses an id that is not the caller's own", async () => {
    const player = await server.createPlayer();
    const other = await server.createPlayer();
    const response = await update(player, { id: other.id, username: 'hijacked' });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('forbidden');
    expect((await profile(player)).username).toBe(player.username);
    expect((await profile(other)).username).toBe(other.username);
  });

  it('lets the region be chosen once', async () => {
    const first = await server.createRegion('Kenitra');
    const second = await server.createRegion('Safi');
    const player = await server.createPlayer();
    const unknown = await update(player, { region: 99999 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.issues).toEqual([expect.objectContaining({ path: 'region' })]);
    expect((await update(player, { region: first })).json.region).toBe(first);
    expect((await update(player, { region: first })).status).toBe(200);
    const kept = await update(player, { region: null, discord: 'still-here' });
    expect(kept.status).toBe(200);
    expect(kept.json).toMatchObject({ region: first, discord: 'still-here' });
    const locked = await update(player, { region: second, discord: 'moved' });
    expect(locked.status).toBe(409);
    expect(locked.json.code).toBe('region_locked');
    expect(await profile(player)).toMatchObject({ region: first, discord: 'still-here' });
  });

  it('takes an empty region or the current one as text as unchanged, as the 2024 client sends them', async () => {
    const first = await server.createRegion('Taza');
    const second = await server.createRegion('Nador');
    const locked = await server.createPlayer({ regionId: first });
    for (const region of ['', String(first), first]) {
      const response = await update(locked, { region, discord: `kept-${String(region) || 'empty'}` });
      expect(response.status, JSON.stringify(region)).toBe(200);
      expect(response.json).toMatchObject({ region: first, discord: `kept-${String(region) || 'empty'}` });
    }
    const moved = await update(locked, { region: String(second) });
    expect(moved.status).toBe(409);
    expect(moved.json.code).toBe('region_locked');
    const unset = await server.createPlayer();
    expect((await update(unset, { region: '' })).json.region).toBeNull();
    expect((await update(unset, { region: String(second) })).json.region).toBe(second);
    expect((await update(unset, { region: ' ' })).status).toBe(400);
    expect(await profile(locked)).toMatchObject({ region: first });
  });

  it('activates an inactive account when its username changes, never through isActive alone', async () => {
    const player = await server.createPlayer({ username: 'userabc123xyz', isActive: false });
    const flagOnly = await update(player, { isActive: true });
    expect(flagOnly.status).toBe(200);
    expect(flagOnly.json.isActive).toBe(false);
    const renamed = await update(player, { username: 'RealName', isActive: false });
    expect(renamed.status).toBe(200);
    expect(renamed.json.isActive).toBe(true);
    const stays = await update({ ...player, username: 'RealName' }, { isActive: false });
    expect(stays.json.isActive).toBe(true);
  });
});
