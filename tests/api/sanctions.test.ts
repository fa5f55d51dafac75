/**
 * Sanctions (src/server/sanctions): staff flag and ban players within the guidelines' limits, the
 * history stays (revoking ends a sanction and keeps its row), a banned player's submission is refused
 * with 403 `banned` saying until when, a flagged player's without raw footage is refused, a ban ends
 * by its date with nobody acting, and every sanction is in the staff audit trail, not the public feed.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sanctions } from '../../src/server/db/schema';
import { countsAsOffence, nextSanction, type Sanction } from '../../src/shared/schemas/sanctions';
import { useTestServer } from '../support/server';

const { server, staff, player: plain } = useTestServer({ signIn: { staff: {}, player: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const sanction = (id: number, body: object, token = staff.token) => server.post(`/api/staff/players/${id}/sanctions`, { token, body });
const history = (id: number) => server.get(`/api/staff/players/${id}/sanctions`, { token: staff.token });
const submit = (token: string, level: string, extra: object = {}) =>
  server.post('/api/authenticated/classic-submissions/create', { token, body: { level, link: VIDEO, recordPercentage: 100, ...extra } });

describe('sanctions', () => {
  it('flags a player, who must then send raw footage with every submission', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const flag = await sanction(player.id, { kind: 'FLAG', reason: 'Edited run' });
    expect(flag.status, flag.text).toBe(201);
    expect(flag.json).toMatchObject({
      id: expect.any(Number),
      playerId: player.id,
      kind: 'FLAG',
      endsAt: null,
      reason: 'Edited run',
      by: { id: staff.id },
      revokedAt: null,
      active: true,
    });

    const refused = await submit(player.token, level!);
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toEqual([expect.objectContaining({ path: 'rawFootage', type: 'flagged' })]);
    expect((await submit(player.token, level!, { rawFootage: 'https://drive.example/raw.mp4' })).status).toBe(201);
  });

  it('bans for 14 to 60 days or for good, refuses other lengths, and a banned player cannot submit', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    for (const until of [inDays(13), inDays(61), inDays(-1), 'tomorrow']) {
      const refused = await sanction(player.id, { kind: 'BAN', until, reason: 'Second offence' });
      expect(refused.status, until).toBe(400);
    }
    expect((await sanction(player.id, { kind: 'BAN', until: inDays(30), reason: '' })).status).toBe(400);
    expect(await history(player.id)).toMatchObject({ status: 200, json: [] });

    const until = inDays(14);
    const ban = await sanction(player.id, { kind: 'BAN', until, reason: 'Second offence' });
    expect(ban.status, ban.text).toBe(201);
    const refused = await submit(player.token, level!);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'banned',
      message: `You are banned from submitting records until ${until}.`,
      current: { until },
    });

    const forever = await sanction(player.id, { kind: 'BAN', until: null, reason: 'Third offence' });
    expect(forever.json).toMatchObject({ kind: 'BAN', endsAt: null, active: true });
    expect((await submit(player.token, level!)).json).toMatchObject({
      message: 'You are banned from submitting records permanently.',
      current: { until: null },
    });
  });

  it('revokes: the sanction ends now and stays in the history; revoking it again is a conflict', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const ban = (await sanction(player.id, { kind: 'BAN', until: inDays(20), reason: 'Hacked' })).json;
    const revoked = await server.post(`/api/staff/sanctions/${ban.id}/revoke`, { token: staff.token });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.json).toMatchObject({ id: ban.id, active: false, revokedAt: expect.any(String), revokedBy: { id: staff.id } });
    expect((await submit(player.token, level!)).status).toBe(201);
    expect((await server.post(`/api/staff/sanctions/${ban.id}/revoke`, { token: staff.token })).status).toBe(409);
    expect((await server.post('/api/staff/sanctions/999999/revoke', { token: staff.token })).status).toBe(404);
    expect((await history(player.id)).json).toEqual([
      expect.objectContaining({ id: ban.id, reason: 'Hacked', active: false, revokeReason: null, revokedInError: false }),
    ]);
  });

  it('revokes with a reason, as issued in error (it never counts as an offence) or lifted early (it still does)', async () => {
    const player = await server.createPlayer();
    const mistaken = (await sanction(player.id, { kind: 'BAN', until: inDays(20), reason: 'Wrong player' })).json;
    const inError = await server.post(`/api/staff/sanctions/${mistaken.id}/revoke`, {
      token: staff.token,
      body: { reason: '  Banned the wrong account  ', inError: true },
    });
    expect(inError.status, inError.text).toBe(200);
    expect(inError.json).toMatchObject({ revokeReason: 'Banned the wrong account', revokedInError: true, active: false });
    const flag = (await sanction(player.id, { kind: 'FLAG', until: null, reason: 'Spliced' })).json;
    const early = await server.post(`/api/staff/sanctions/${flag.id}/revoke`, {
      token: staff.token,
      body: { reason: 'Served its purpose', inError: false },
    });
    expect(early.json).toMatchObject({ revokeReason: 'Served its purpose', revokedInError: false });
    const sanctions = (await history(player.id)).json as Sanction[];
    // The mistaken ban is no offence; the flag lifted early is one: the guidelines call for a ban of 14 days next.
    expect(sanctions.filter(countsAsOffence)).toHaveLength(1);
    expect(nextSanction(sanctions.filter(countsAsOffence).length)).toEqual({ kind: 'BAN', days: 14, offence: 2 });
    const bad = await server.post(`/api/staff/sanctions/${flag.id}/revoke`, { token: staff.token, body: { inError: 'yes' } });
    expect(bad.status).toBe(400);
    const { json: audit } = await server.get('/api/staff/audit', { token: staff.token });
    expect(
      audit.entries.find(
        (entry: { kind: string; data: { sanction: { id: number } } }) =>
          entry.kind === 'sanction.revoked' && entry.data.sanction.id === mistaken.id,
      ),
    ).toMatchObject({ data: { revoke: { reason: 'Banned the wrong account', inError: true } } });
  });

  it('ends a ban by its date, with no request in between', async () => {
    const [level] = await server.createLevels('classic', 1);
    const player = await server.createPlayer();
    const ban = (await sanction(player.id, { kind: 'BAN', until: inDays(14), reason: 'Hacked' })).json;
    expect((await submit(player.token, level!)).status).toBe(403);
    // The ban's end is moved to a moment just past; nothing else happens, and the next submission is taken.
    await server.services.db
      .update(sanctions)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(sanctions.id, ban.id));
    expect((await submit(player.token, level!)).status).toBe(201);
    expect((await history(player.id)).json[0]).toMatchObject({ id: ban.id, active: false, revokedAt: null });
  });

  it('is for staff only, never on oneself, and only on a player who exists', async () => {
    const player = await server.createPlayer();
    expect((await sanction(player.id, { kind: 'FLAG', reason: 'x' }, plain.token)).status).toBe(403);
    expect((await server.get(`/api/staff/players/${player.id}/sanctions`)).status).toBe(401);
    expect((await sanction(staff.id, { kind: 'FLAG', reason: 'x' })).status).toBe(403);
    expect((await sanction(999_999, { kind: 'FLAG', reason: 'x' })).status).toBe(404);
    expect((await history(999_999)).status).toBe(404);
    expect((await sanction(player.id, { kind: 'MUTE', reason: 'x' })).status).toBe(400);
  });

  it('is in the staff audit trail with who set it, and not in the public change feed', async () => {
    const player = await server.createPlayer();
    const { position } = (await server.get('/api/public/changes?since=0')).json as { position: number };
    const flag = (await sanction(player.id, { kind: 'FLAG', reason: 'Spliced' })).json;
    await server.post(`/api/staff/sanctions/${flag.id}/revoke`, { token: staff.token });
    const audit = (await server.get(`/api/staff/audit?target=player:${player.id}`, { token: staff.token })).json;
    expect(audit.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['sanction.revoked', 'sanction.added']);
    expect(audit.entries[1]).toMatchObject({
      actor: { id: staff.id },
      data: { player: { id: player.id }, sanction: { id: flag.id, kind: 'FLAG', reason: 'Spliced' } },
    });
    const feed = (await server.get(`/api/public/changes?since=${position}`)).json as { changes: { kind: string }[] };
    expect(feed.changes.filter((change) => change.kind.startsWith('sanction'))).toEqual([]);
  });

  it('proposes the step the guidelines call for: a flag, then a ban of 14 days, then a permanent ban', () => {
    expect(nextSanction(0)).toEqual({ kind: 'FLAG', days: null, offence: 1 });
    expect(nextSanction(1)).toEqual({ kind: 'BAN', days: 14, offence: 2 });
    expect(nextSanction(2)).toEqual({ kind: 'BAN', days: null, offence: 3 });
  });
});
