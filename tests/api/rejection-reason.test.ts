/**
 * A rejection's reason (src/server/submissions/rules.ts): the status change takes an optional
 * `{reason}` that its player reads on their own submission; any other status clears it; the review's
 * log entry carries it; a change without a body works as the 2024 client sends it. And what the
 * player sees of a review in progress (`underReview`, never who), and the `under_review` refusal of
 * a claim that comes after someone else's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, type TestPlayer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const status = (id: number, to: string, options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) =>
  server.put(`/api/staff/classic-submissions/${id}/change-status/${to}`, { token: staff.token, ...options });

type Own = { id: number; status: string; rejectionReason: string | null; underReview: boolean };
const ownList = async (player: TestPlayer): Promise<Own[]> =>
  (await server.get('/api/authenticated/classic-submissions/list', { token: player.token })).json;
const own = async (player: TestPlayer, id: number): Promise<Own> => (await ownList(player)).find((row) => row.id === id)!;

async function submit(player: TestPlayer): Promise<number> {
  const [level] = await server.createLevels('classic', 1);
  const made = await server.post('/api/authenticated/classic-submissions/create', {
    token: player.token,
    body: { level, link: VIDEO, recordPercentage: 100 },
  });
  expect(made.status, made.text).toBe(201);
  expect(made.json).toMatchObject({ rejectionReason: null, underReview: false });
  return made.json.id;
}

describe("a rejection's reason", () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await server.createPlayer();
  });

  it('is stored with a rejection, trimmed, shown to its player, and cleared by any other status', async () => {
    const id = await submit(player);
    const rejected = await status(id, 'REJECTED', { body: { reason: '  The video cuts at 43 %.  ' } });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'REJECTED', rejectionReason: 'The video cuts at 43 %.', record: null });
    expect(await own(player, id)).toMatchObject({ status: 'REJECTED', rejectionReason: 'The video cuts at 43 %.' });

    // Rejecting again with another reason replaces it; without one (no body, as the 2024 client) keeps it.
    expect((await status(id, 'REJECTED', { body: { reason: 'No raw footage.' } })).json).toMatchObject({
      rejectionReason: 'No raw footage.',
    });
    expect((await status(id, 'REJECTED')).json).toMatchObject({ rejectionReason: 'No raw footage.' });
    expect((await status(id, 'REJECTED', { body: {} })).json).toMatchObject({ rejectionReason: 'No raw footage.' });
    expect((await status(id, 'REJECTED', { body: { reason: null } })).json).toMatchObject({ rejectionReason: null });
    await status(id, 'REJECTED', { body: { reason: 'No raw footage.' } });
    expect((await status(id, 'PENDING', { body: { reason: 'ignored' } })).json).toMatchObject({ status: 'PENDING', rejectionReason: null });
    expect((await status(id, 'REJECTED', { body: { reason: '   ' } })).json).toMatchObject({ rejectionReason: null });
    await status(id, 'REJECTED', { body: { reason: 'Spliced.' } });
    expect((await status(id, 'APPROVED')).json).toMatchObject({ status: 'APPROVED', rejectionReason: null });
    expect(await own(player, id)).toMatchObject({ status: 'APPROVED', rejectionReason: null });
  });

  it("is in the review's log entry, for staff", async () => {
    const id = await submit(player);
    await status(id, 'REJECTED', { body: { reason: 'Wrong level.' } });
    const audit = await server.get(`/api/staff/audit?kind=submission&target=submission:classic:${id}`, { token: staff.token });
    expect(audit.status, audit.text).toBe(200);
    const [entry] = audit.json.entries as { kind: string; data: Record<string, unknown> }[];
    expect(entry).toMatchObject({
      kind: 'submission.reviewed',
      data: { submission: id, from: 'PENDING', to: 'REJECTED', reason: 'Wrong level.' },
    });
  });

  it('is optional: a change without a body, as the 2024 client sends it, works as before', async () => {
    const id = await submit(player);
    const bare = await status(id, 'REJECTED');
    expect(bare.status, bare.text).toBe(200);
    expect(bare.json).toMatchObject({ status: 'REJECTED', rejectionReason: null });
    // No body, whatever the content type said.
    const typed = await status(id, 'PENDING', { headers: { 'content-type': 'application/json' } });
    expect(typed.status, typed.text).toBe(200);
    const form = await status(id, 'REJECTED', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status, form.text).toBe(200);
    expect(await own(player, id)).toMatchObject({ status: 'REJECTED', rejectionReason: null });
  });

  it('is refused past 500 characters, and when it is not text, changing nothing', async () => {
    const id = await submit(player);
    const long = await status(id, 'REJECTED', { body: { reason: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ code: 'validation_failed', issues: [{ path: 'reason', type: 'max_length' }] });
    expect((await status(id, 'REJECTED', { body: { reason: 42 } })).status).toBe(400);
    expect((await status(id, 'REJECTED', { rawBody: '{"reason":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await own(player, id)).toMatchObject({ status: 'PENDING', rejectionReason: null });
    expect((await status(id, 'REJECTED', { body: { reason: 'y'.repeat(500) } })).json).toMatchObject({ rejectionReason: 'y'.repeat(500) });
  });
});

describe('a review in progress', () => {
  let player: TestPlayer;
  let amine: TestPlayer;
  beforeAll(async () => {
    player = await server.createPlayer();
    amine = await server.createStaff({ username: 'Amine' });
  });

  it('shows its player that it is under review, never by whom, until the claim ends', async () => {
    const id = await submit(player);
    expect(await own(player, id)).toMatchObject({ underReview: false });
    const claimed = await server.post(`/api/staff/classic-submissions/${id}/claim`, { token: amine.token });
    expect(claimed.json).toMatchObject({ underReview: true, claimedBy: { name: 'Amine' } });
    const seen = await own(player, id);
    expect(seen).toMatchObject({ status: 'PENDING', underReview: true });
    expect(seen).not.toHaveProperty('claimedBy');
    expect(JSON.stringify(await ownList(player))).not.toContain('Amine');
    await server.del(`/api/staff/classic-submissions/${id}/claim`, { token: amine.token });
    expect(await own(player, id)).toMatchObject({ underReview: false });
  });

  it("refuses a claim that comes after someone else's with 409 under_review naming them", async () => {
    const id = await submit(player);
    await server.post(`/api/staff/classic-submissions/${id}/claim`, { token: amine.token });
    const late = await server.post(`/api/staff/classic-submissions/${id}/claim`, { token: staff.token });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({
      status: 409,
      code: 'under_review',
      message: 'Under review by Amine.',
      current: { claimedBy: 'Amine' },
    });
    const page = (await server.get('/api/staff/classic-submissions/list?status=PENDING', { token: staff.token })).json;
    expect(page.content.find((row: { id: number }) => row.id === id)).toMatchObject({
      underReview: true,
      claimedBy: { id: amine.id, name: 'Amine' },
    });
  });

  it("lets staff decide over a colleague's claim, which ends it", async () => {
    const id = await submit(player);
    await server.post(`/api/staff/classic-submissions/${id}/claim`, { token: amine.token });
    const decided = await status(id, 'REJECTED', { body: { reason: 'Duplicate.' } });
    expect(decided.status, decided.text).toBe(200);
    expect(await own(player, id)).toMatchObject({ status: 'REJECTED', underReview: false, rejectionReason: 'Duplicate.' });
    const page = (await server.get('/api/staff/classic-submissions/list?status=REJECTED', { token: staff.token })).json;
    expect(page.content.find((row: { id: number }) => row.id === id)).toMatchObject({
      claimedBy: null,
      claimedAt: null,
      underReview: false,
    });
  });
});
