/**
 * What staff see of a player's standing, and what the player sees of their own: a ban typed as a
 * number of days, the staff records page that keeps banned players' records with the flag and the ban
 * on each row, the flag on staff submissions, and `flagged` and `ban` on the player's own profile.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const DAY = 86_400_000;
const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const sanction = (id: number, body: object) => server.post(`/api/staff/players/${id}/sanctions`, { token: staff.token, body });
const profileOf = (token: string) => server.get('/api/authenticated/players/profile', { token });

describe('a ban of a number of days', () => {
  it('ends that many days from now; out of 14 to 60, not whole, on a flag or with until too, it is refused on `days`', async () => {
    const player = await server.createPlayer();
    const before = Date.now();
    const ban = await sanction(player.id, { kind: 'BAN', days: 21, reason: 'Second offence' });
    expect(ban.status, ban.text).toBe(201);
    const ends = new Date(ban.json.endsAt).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + 21 * DAY - 60_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 21 * DAY + 60_000);

    const refusals: object[] = [
      { kind: 'BAN', days: 13 },
      { kind: 'BAN', days: 61 },
      { kind: 'BAN', days: 20.5 },
      { kind: 'BAN', days: '20' },
      { kind: 'FLAG', days: 20 },
      { kind: 'BAN', days: 20, until: new Date(Date.now() + 20 * DAY).toISOString() },
      { kind: 'BAN', days: 20, until: null },
    ];
    for (const body of refusals) {
      const refused = await sanction(player.id, { ...body, reason: 'Again' });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.issues, JSON.stringify(body)).toEqual([expect.objectContaining({ path: 'days' })]);
    }
    const untilStillWorks = await sanction(player.id, {
      kind: 'BAN',
      until: new Date(Date.now() + 30 * DAY).toISOString(),
      reason: 'Again',
    });
    expect(untilStillWorks.status, untilStillWorks.text).toBe(201);
    expect((await server.get(`/api/staff/players/${player.id}/sanctions`, { token: staff.token })).json).toHaveLength(2);
  });
});

describe('staff records', () => {
  it("lists banned players' records too, each with its player's flag and ban, in both modes; players and the public get none of it", async () => {
    const [level] = await server.createLevels('classic', 1);
    const [timed] = await server.createLevels('platformer', 1);
    const [banned, flagged, plain] = [await server.createPlayer(), await server.createPlayer(), await server.createPlayer()];
    for (const [i, player] of [banned, flagged, plain].entries())
      await server.createRecord('classic', level!, player.id, { percentage: 60 + i });
    await server.createRecord('platformer', timed!, banned.id, { timeMs: 90_000 });
    expect((await sanction(banned.id, { kind: 'BAN', days: 14, reason: 'Hacked' })).status).toBe(201);
    expect((await sanction(flagged.id, { kind: 'FLAG', reason: 'Spliced' })).status).toBe(201);

    const page = await server.get(`/api/staff/classic-records?level=${level}`, { token: staff.token });
    expect(page.status, page.text).toBe(200);
    expect(page.json).toMatchObject({ totalElements: 3 });
    const byPlayer = Object.fromEntries(page.json.content.map((row: { player: string }) => [row.player, row]));
    expect(byPlayer[banned.username]).toMatchObject({ recordPercentage: 60, playerBanned: true, playerFlagged: false });
    expect(byPlayer[flagged.username]).toMatchObject({ recordPercentage: 61, playerBanned: false, playerFlagged: true });
    expect(byPlayer[plain.username]).toMatchObject({ recordPercentage: 62, playerBanned: false, playerFlagged: false });
    const timedPage = await server.get(`/api/staff/platformer-records?player=${banned.id}`, { token: staff.token });
    expect(timedPage.json.content).toEqual([expect.objectContaining({ level: timed, recordTime: '00:01:30.000', playerBanned: true })]);

    expect((await server.get(`/api/public/classic-records?level=${level}`)).json.totalElements).toBe(2);
    expect((await server.get('/api/staff/classic-records', { token: plain.token })).status).toBe(403);
    expect((await server.get('/api/staff/classic-records')).status).toBe(401);
  });
});

describe('the flag on staff submissions', () => {
  it("says whether the submission's player is flagged now, and stops saying it once the flag is revoked", async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const other = await server.createPlayer();
    const flag = (await sanction(player.id, { kind: 'FLAG', reason: 'Spliced' })).json;
    for (const [who, extra] of [
      [player, { rawFootage: 'https://drive.example/raw.mp4' }],
      [other, {}],
    ] as const) {
      const created = await server.post('/api/authenticated/classic-submissions/create', {
        token: who.token,
        body: { level, link: VIDEO, recordPercentage: 80, ...extra },
      });
      expect(created.status, created.text).toBe(201);
    }
    const flags = async () => {
      const page = await server.get('/api/staff/classic-submissions/list?size=100', { token: staff.token });
      expect(page.status, page.text).toBe(200);
      const rows = page.json.content.filter((row: { level: string }) => row.level === level);
      return Object.fromEntries(rows.map((row: { player: string; playerFlagged: boolean }) => [row.player, row.playerFlagged]));
    };
    expect(await flags()).toEqual({ [player.username]: true, [other.username]: false });
    expect((await server.post(`/api/staff/sanctions/${flag.id}/revoke`, { token: staff.token })).status).toBe(200);
    expect(await flags()).toEqual({ [player.username]: false, [other.username]: false });
  });
});

describe('the own profile', () => {
  it('says whether the player is flagged and until when they are banned, and nothing once revoked', async () => {
    const player = await server.createPlayer();
    expect((await profileOf(player.token)).json).toMatchObject({ id: player.id, flagged: false, ban: null });

    const flag = (await sanction(player.id, { kind: 'FLAG', reason: 'Spliced' })).json;
    const ban = (await sanction(player.id, { kind: 'BAN', days: 14, reason: 'Hacked' })).json;
    expect((await profileOf(player.token)).json).toMatchObject({ flagged: true, ban: { until: ban.endsAt } });

    const forever = (await sanction(player.id, { kind: 'BAN', reason: 'Third offence' })).json;
    expect((await profileOf(player.token)).json).toMatchObject({ flagged: true, ban: { until: null } });

    for (const id of [flag.id, ban.id, forever.id])
      expect((await server.post(`/api/staff/sanctions/${id}/revoke`, { token: staff.token })).status).toBe(200);
    expect((await profileOf(player.token)).json).toMatchObject({ flagged: false, ban: null });
  });
});
