/**
 * Claims of players with no sign-in (src/server/claims): a signed-in account claims one with a proof;
 * staff approve (the two become one player under the claimed player's id and address) or refuse; a
 * player who signs in cannot be claimed (and the public read says which can), one claim cannot be
 * decided twice, and each decision reaches its claimant's inbox. The claim of a staff player makes
 * its claimant staff: the queue says so, and approving it needs `confirmStaff`.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeLog, players } from '../../src/server/db/schema';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const claim = (token: string, body: unknown) => server.post('/api/authenticated/claims', { token, body });
const approve = (id: number, token = staff.token, body?: unknown) => server.post(`/api/staff/claims/${id}/approve`, { token, body });
const refuse = (id: number, body: unknown = {}, token = staff.token) => server.post(`/api/staff/claims/${id}/refuse`, { token, body });
const claimable = (id: number) => server.get(`/api/public/players/${id}/claimable`);
type Inbox = { notifications: { kind: string; data: Record<string, unknown> }[] };
const inbox = async (token: string): Promise<Inbox> => (await server.get('/api/authenticated/notifications', { token })).json;

let importedCount = 0;
/** A player as the import brings one: no email, no password. */
async function imported({ username, isStaff = false }: { username?: string; isStaff?: boolean } = {}): Promise<{
  id: number;
  username: string;
}> {
  importedCount += 1;
  const [row] = await server.services.db
    .insert(players)
    .values({ username: username ?? `imported${importedCount}`, isStaff })
    .returning();
  return { id: row!.id, username: row!.username };
}

describe('claiming an imported player', () => {
  it('says which players may be claimed: those with no sign-in', async () => {
    const target = await imported();
    const account = await server.createPlayer({ password: 'a-password' });
    const answer = await claimable(target.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ claimable: true });
    expect((await claimable(account.id)).json).toEqual({ claimable: false });
    expect((await claimable(staff.id)).json).toEqual({ claimable: false });
    expect((await claimable(999_999)).status).toBe(404);
    expect((await server.get('/api/public/players/abc/claimable')).status).toBe(400);
    // The public profile keeps the 2024 shape: nothing about sign-ins.
    expect((await server.get(`/api/public/players/username/${target.username}`)).json).not.toHaveProperty('claimable');
  });

  it('refuses what cannot be claimed, and a second claim of the same player by the same account', async () => {
    const account = await server.createPlayer({ password: 'a-password' });
    const other = await server.createPlayer({ password: 'b-password' });
    const target = await imported();
    expect((await claim(account.token, { player: 999_999, proof: VIDEO })).status).toBe(404);
    expect((await claim(account.token, { player: account.id, proof: VIDEO })).status).toBe(403);
    const signsIn = await claim(account.token, { player: other.id, proof: VIDEO });
    expect(signsIn.status).toBe(409);
    expect(signsIn.json.message).toBe('This player already signs in to the site: only a player with no sign-in can be claimed.');
    expect((await claim(account.token, { player: target.id, proof: '  ' })).status).toBe(400);
    expect((await claim(account.token, { player: target.id, proof: 'x'.repeat(501) })).status).toBe(400);
    expect((await server.post('/api/authenticated/claims', { body: { player: target.id, proof: VIDEO } })).status).toBe(401);

    const made = await claim(account.token, { player: target.id, proof: ` ${VIDEO} ` });
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({
      player: { id: target.id, name: target.username },
      claimant: { id: account.id },
      proof: VIDEO,
      status: 'PENDING',
      decidedBy: null,
    });
    expect((await claim(account.token, { player: target.id, proof: VIDEO })).json.message).toBe(
      'You have already claimed this player: staff will review it.',
    );
    const own = await server.get('/api/authenticated/claims', { token: account.token });
    expect(own.json.map((row: { id: number }) => row.id)).toEqual([made.json.id]);
    expect((await server.get('/api/staff/claims', { token: account.token })).status).toBe(403);
  });

  it("approves: the claimed player keeps its id, address and records, takes the sign-in and the account's records, the better run where both had one", async () => {
    const [first, second, third] = await server.createLevels('classic', 3);
    const target = await imported({ username: 'OldName' });
    const account = await server.createPlayer({ username: 'NewAccount', password: 'secret-password', discord: 'newaccount' });
    await server.createRecord('classic', first!, target.id, { percentage: 100 });
    await server.createRecord('classic', second!, target.id, { percentage: 60 });
    await server.createRecord('classic', second!, account.id, { percentage: 90 });
    await server.createRecord('classic', third!, account.id, { percentage: 100 });
    const submitted = await server.post('/api/authenticated/classic-submissions/create', {
      token: account.token,
      body: { level: first, link: VIDEO, recordPercentage: 100 },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const rival = await server.createPlayer({ password: 'rival-password' });
    const made = await claim(account.token, { player: target.id, proof: VIDEO });
    const competing = await claim(rival.token, { player: target.id, proof: 'discord: rival' });
    const alsoClaimed = await claim(account.token, { player: (await imported()).id, proof: VIDEO });
    expect(alsoClaimed.status, alsoClaimed.text).toBe(201);

    const list = await server.get('/api/staff/claims?status=PENDING', { token: staff.token });
    expect(list.json.content.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining([made.json.id, competing.json.id]));
    expect(list.json.content.find((row: { id: number }) => row.id === made.json.id)).toMatchObject({ playerIsStaff: false });

    const approved = await approve(made.json.id);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({
      status: 'APPROVED',
      player: { id: target.id, name: 'OldName' },
      playerIsStaff: false,
      claimant: { id: target.id },
      claimantName: 'NewAccount',
      decidedBy: { id: staff.id },
    });

    const profile = await server.get('/api/public/players/username/OldName');
    expect(profile.json).toMatchObject({ id: target.id, discord: 'newaccount' });
    expect((await server.get('/api/public/players/username/NewAccount')).status).toBe(404);
    const [row] = await server.services.db.select().from(players).where(eq(players.id, target.id));
    expect(row).toMatchObject({ email: 'newaccount@test.local', isStaff: false });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const login = await server.post('/api/auth/login', { body: { email: 'newaccount@test.local', password: 'secret-password' } });
    expect(login.status).toBe(200);

    const records = await server.get(`/api/public/classic-records?player=${target.id}`);
    const byLevel = Object.fromEntries(
      records.json.content.map((record: { level: string; recordPercentage: number }) => [record.level, record.recordPercentage]),
    );
    expect(byLevel).toEqual({ [first!]: 100, [second!]: 90, [third!]: 100 });
    const own = await server.get('/api/authenticated/classic-submissions/list', { token: login.json.token });
    expect(own.json.map((submission: { id: number }) => submission.id)).toContain(submitted.json.id);
    const level = await server.get(`/api/public/classic-levels/${third}`);
    expect(level.json.firstVictor).toBe(target.id);

    const other = (await server.get('/api/staff/claims', { token: staff.token })).json.content.find(
      (row: { id: number }) => row.id === competing.json.id,
    );
    expect(other).toMatchObject({ status: 'REFUSED', reason: null, superseded: 'player_claimed' });
    // The account's other claim waiting: it is one player now.
    const closed = (await server.get('/api/staff/claims', { token: staff.token })).json.content.find(
      (row: { id: number }) => row.id === alsoClaimed.json.id,
    );
    expect(closed).toMatchObject({ status: 'REFUSED', reason: null, superseded: 'another_claim_approved', claimant: { id: target.id } });
    expect((await approve(made.json.id)).status).toBe(409);
    expect((await claim(rival.token, { player: target.id, proof: VIDEO })).status).toBe(409);

    // The approval lands in the inbox of the player the account became; the rival is told of the refusal.
    expect((await claimable(target.id)).json).toEqual({ claimable: false });
    const told = (await inbox(login.json.token)).notifications.filter((item) => item.kind.startsWith('claim.'));
    expect(told).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'claim.approved',
          data: { claim: made.json.id, player: { id: target.id, name: 'OldName' }, reason: null, superseded: null },
        }),
        expect.objectContaining({
          kind: 'claim.refused',
          data: expect.objectContaining({ claim: alsoClaimed.json.id, reason: null, superseded: 'another_claim_approved' }),
        }),
      ]),
    );
    expect(told).toHaveLength(2);
    expect((await inbox(rival.token)).notifications).toEqual([
      expect.objectContaining({
        kind: 'claim.refused',
        data: { claim: competing.json.id, player: { id: target.id, name: 'OldName' }, reason: null, superseded: 'player_claimed' },
      }),
    ]);
    expect((await inbox(staff.token)).notifications.filter((item) => item.kind.startsWith('claim.'))).toEqual([]);

    const logged = await server.services.db.select().from(changeLog).where(eq(changeLog.kind, 'player.claimed'));
    expect(logged.at(-1)).toMatchObject({
      actorId: staff.id,
      data: {
        player: { id: target.id, name: 'OldName' },
        account: { id: account.id, name: 'NewAccount' },
        claim: made.json.id,
        staff: false,
      },
    });
  });

  it('makes the claimant of a staff player staff only when the approval confirms it, and says so in the queue and the log', async () => {
    const target = await imported({ username: 'ImportedStaff', isStaff: true });
    const account = await server.createPlayer({ username: 'StaffClaimant', password: 'claimant-password' });
    const made = await claim(account.token, { player: target.id, proof: VIDEO });
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({ player: { id: target.id }, playerIsStaff: true });
    const queued = (await server.get('/api/staff/claims?status=PENDING', { token: staff.token })).json.content.find(
      (row: { id: number }) => row.id === made.json.id,
    );
    expect(queued).toMatchObject({ playerIsStaff: true, status: 'PENDING' });
    expect((await server.get('/api/authenticated/claims', { token: account.token })).json[0]).toMatchObject({
      id: made.json.id,
      playerIsStaff: true,
    });

    // Without the confirmation (no body, an empty one, or false): refused with its own code, nothing changed.
    for (const body of [undefined, {}, { confirmStaff: false }]) {
      const refused = await approve(made.json.id, staff.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.json).toMatchObject({
        status: 409,
        code: 'staff_claim_unconfirmed',
        message: 'This player is staff: approving the claim makes the claimant staff too, and must be confirmed.',
      });
    }
    expect((await approve(made.json.id, staff.token, { confirmStaff: 'yes' })).status).toBe(400);
    const still = (await server.get('/api/staff/claims?status=PENDING', { token: staff.token })).json.content.find(
      (row: { id: number }) => row.id === made.json.id,
    );
    expect(still).toMatchObject({ status: 'PENDING', decidedBy: null, claimant: { id: account.id, name: 'StaffClaimant' } });
    expect((await server.get('/api/public/players/username/StaffClaimant')).json).toMatchObject({ id: account.id, isStaff: false });
    expect((await server.get('/api/authenticated/claims', { token: account.token })).status).toBe(200);
    expect((await claimable(target.id)).json).toEqual({ claimable: true });
    const claimedLog = async () =>
      (await server.services.db.select().from(changeLog).where(eq(changeLog.kind, 'player.claimed'))).filter(
        (entry) => (entry.data as { claim?: number }).claim === made.json.id,
      );
    expect(await claimedLog()).toEqual([]);
    expect((await inbox(account.token)).notifications).toEqual([]);

    const approved = await approve(made.json.id, staff.token, { confirmStaff: true });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json).toMatchObject({
      status: 'APPROVED',
      player: { id: target.id, name: 'ImportedStaff' },
      playerIsStaff: true,
      claimantName: 'StaffClaimant',
      decidedBy: { id: staff.id },
    });
    const [row] = await server.services.db.select().from(players).where(eq(players.id, target.id));
    expect(row).toMatchObject({ email: 'staffclaimant@test.local', isStaff: true });
    expect((await server.get('/api/public/players/username/StaffClaimant')).status).toBe(404);
    // The claimant signs in again as the staff player, and is staff.
    const login = await server.post('/api/auth/login', { body: { email: 'staffclaimant@test.local', password: 'claimant-password' } });
    expect(login.status, login.text).toBe(200);
    expect((await server.get('/api/staff/claims', { token: login.json.token })).status).toBe(200);

    // The log entry says the approval made the claimant staff; who confirmed it is its actor, as the audit trail shows.
    expect(await claimedLog()).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        data: expect.objectContaining({
          player: { id: target.id, name: 'ImportedStaff' },
          account: { id: account.id, name: 'StaffClaimant' },
          staff: true,
        }),
      }),
    ]);
    const audit = await server.get(`/api/staff/audit?kind=player.claimed&target=player:${target.id}`, { token: staff.token });
    expect(audit.json.entries).toEqual([
      expect.objectContaining({
        actor: { id: staff.id, name: staff.username },
        data: expect.objectContaining({ claim: made.json.id, staff: true }),
      }),
    ]);
  });

  it('approves the claim of a player who is not staff with an empty body, or a confirmation it does not need', async () => {
    for (const body of [{}, { confirmStaff: true }]) {
      const target = await imported();
      const account = await server.createPlayer({ password: 'a-password' });
      const made = await claim(account.token, { player: target.id, proof: VIDEO });
      const approved = await approve(made.json.id, staff.token, body);
      expect(approved.status, approved.text).toBe(200);
      expect(approved.json).toMatchObject({ status: 'APPROVED', playerIsStaff: false });
      const [row] = await server.services.db.select().from(players).where(eq(players.id, target.id));
      expect(row!.isStaff).toBe(false);
    }
  });

  it('refuses with a reason the claimant reads; a decided claim cannot be decided again', async () => {
    const target = await imported();
    const account = await server.createPlayer({ password: 'a-password' });
    const made = await claim(account.token, { player: target.id, proof: VIDEO });
    expect((await refuse(made.json.id, { reason: 'x'.repeat(501) })).status).toBe(400);
    const refused = await refuse(made.json.id, { reason: ' The video shows another account. ' });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.json).toMatchObject({ status: 'REFUSED', reason: 'The video shows another account.', decidedBy: { id: staff.id } });
    expect((await server.get('/api/authenticated/claims', { token: account.token })).json[0]).toMatchObject({
      status: 'REFUSED',
      reason: 'The video shows another account.',
    });
    expect((await inbox(account.token)).notifications).toEqual([
      expect.objectContaining({
        kind: 'claim.refused',
        readAt: null,
        data: {
          claim: made.json.id,
          player: { id: target.id, name: target.username },
          reason: 'The video shows another account.',
          superseded: null,
        },
      }),
    ]);
    expect((await approve(made.json.id)).json.message).toBe('This claim has already been refused.');
    expect((await refuse(made.json.id)).status).toBe(409);
    expect((await approve(999_999)).status).toBe(404);
    const again = await claim(account.token, { player: target.id, proof: VIDEO });
    expect(again.status).toBe(201);

    // A refusal needs no body: a bare POST refuses with no reason, and the claimant is told so.
    const bare = await server.post(`/api/staff/claims/${again.json.id}/refuse`, { token: staff.token });
    expect(bare.status, bare.text).toBe(200);
    expect(bare.json).toMatchObject({ status: 'REFUSED', reason: null });
    expect((await inbox(account.token)).notifications[0]).toMatchObject({
      kind: 'claim.refused',
      data: { claim: again.json.id, reason: null },
    });
    expect((await claimable(target.id)).json).toEqual({ claimable: true });
  });
});
