/**
 * The review queue (src/server/submissions/review-holds.ts): 'Review next' claims the oldest pending
 * submission nobody is reviewing, in the staff list's order, never the asker's own, 204 when none is
 * left; reviewers asking at the same moment never get the same one; a claim says who holds it,
 * refuses another reviewer, lapses after two hours, is given up on request and ends with a decision.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../../src/server/db/schema';
import { useTestServer, type TestPlayer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const next = (token: string, type = 'classic') => server.post(`/api/staff/${type}-submissions/next`, { token });
const claim = (token: string, id: number) => server.post(`/api/staff/classic-submissions/${id}/claim`, { token });
const release = (token: string, id: number) => server.del(`/api/staff/classic-submissions/${id}/claim`, { token });

async function submitAll(count: number, by?: TestPlayer): Promise<number[]> {
  const ids: number[] = [];
  const levels = await server.createLevels('classic', count);
  for (const level of levels) {
    const player = by ?? (await server.createPlayer());
    const made = await server.post('/api/authenticated/classic-submissions/create', {
      token: player.token,
      body: { level, link: VIDEO, recordPercentage: 100 },
    });
    expect(made.status, made.text).toBe(201);
    ids.push(made.json.id);
  }
  return ids;
}

/** Leaves no pending classic submission unclaimed by someone else, so each test starts from its own. */
const clearQueue = () => server.services.db.update(submissions).set({ status: 'REJECTED' }).where(eq(submissions.status, 'PENDING'));

describe('the review queue', () => {
  let second: TestPlayer;
  beforeAll(async () => {
    second = await server.createStaff({ username: 'Amine' });
  });

  it("gives the oldest unclaimed pending submission, then the next, never the asker's own, then 204", async () => {
    await clearQueue();
    const own = await submitAll(1, staff);
    const ids = await submitAll(2);
    const first = await next(staff.token);
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({
      id: ids[0],
      status: 'PENDING',
      claimedBy: { id: staff.id, name: staff.username },
      claimedAt: expect.any(String),
    });
    expect((await next(staff.token)).json.id).toBe(ids[1]);
    const none = await next(staff.token);
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    // The other reviewer gets the one staff could not review: their own.
    expect((await next(second.token)).json.id).toBe(own[0]);
    expect((await next(second.token)).status).toBe(204);
  });

  it('lists the pending submissions in the order Review next gives them: oldest first, by when they were sent', async () => {
    await clearQueue();
    const ids = await submitAll(3);
    // The last one sent says it was sent first (an imported or back-dated run): the date decides, not the id.
    await server.services.db
      .update(submissions)
      .set({ submissionDate: sql`now() - interval '1 day'` })
      .where(eq(submissions.id, ids[2]!));
    const listed = (await server.get('/api/staff/classic-submissions/list?status=PENDING', { token: staff.token })).json.content.map(
      (row: { id: number }) => row.id,
    );
    expect(listed).toEqual([ids[2], ids[0], ids[1]]);
    const given = [];
    for (let at = 0; at < 3; at += 1) given.push((await next(staff.token)).json.id);
    expect(given).toEqual(listed);
  });

  it('never gives two reviewers asking at once the same submission', async () => {
    await clearQueue();
    const ids = await submitAll(10);
    const reviewers = [staff, second, ...(await Promise.all(Array.from({ length: 6 }, () => server.createStaff())))];
    const answers = await Promise.all(reviewers.flatMap((reviewer) => [next(reviewer.token), next(reviewer.token)]));
    const given = answers.filter((answer) => answer.status === 200).map((answer) => answer.json.id as number);
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(answers.length - ids.length);
    expect(new Set(given)).toEqual(new Set(ids));
    expect(given).toHaveLength(ids.length);
  });

  it('never gives the same submission to reviewers asking two instances at once', async () => {
    await clearQueue();
    const ids = await submitAll(6);
    const twin = await server.startTwin();
    try {
      const reviewers = await Promise.all(Array.from({ length: 4 }, () => server.createStaff()));
      const answers = await Promise.all(
        reviewers.flatMap((reviewer, at) => {
          const ask = (on: 'here' | 'there') =>
            on === 'here' ? next(reviewer.token) : twin.post('/api/staff/classic-submissions/next', { token: reviewer.token });
          return at % 2 === 0 ? [ask('here'), ask('there')] : [ask('there'), ask('here')];
        }),
      );
      const given = answers.filter((answer) => answer.status === 200).map((answer) => answer.json.id as number);
      expect(given).toHaveLength(ids.length);
      expect(new Set(given)).toEqual(new Set(ids));
      expect(answers.filter((answer) => answer.status === 204)).toHaveLength(answers.length - ids.length);
    } finally {
      await twin.close();
    }
  });

  it('says who holds a claim, refuses another reviewer, and lets it go on request or after two hours', async () => {
    await clearQueue();
    const [id] = await submitAll(1);
    const held = await claim(second.token, id!);
    expect(held.json).toMatchObject({ claimedBy: { id: second.id, name: 'Amine' } });
    const refused = await claim(staff.token, id!);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Under review by Amine.');
    expect((await release(staff.token, id!)).status).toBe(409);
    const page = (await server.get('/api/staff/classic-submissions/list?status=PENDING', { token: staff.token })).json;
    expect(page.content.find((row: { id: number }) => row.id === id)).toMatchObject({ claimedBy: { name: 'Amine' } });

    // Two hours and a minute without a decision: the claim has lapsed, with nobody acting.
    await server.services.db
      .update(submissions)
      .set({ claimedAt: sql`now() - interval '121 minutes'` })
      .where(eq(submissions.id, id!));
    expect((await claim(staff.token, id!)).json).toMatchObject({ claimedBy: { id: staff.id } });
    expect((await release(staff.token, id!)).status).toBe(204);
    expect((await next(second.token)).json).toMatchObject({ id, claimedBy: { id: second.id } });
  });

  it("ends a claim with the decision, and refuses to claim a decided one, the reviewer's own or one that does not exist", async () => {
    await clearQueue();
    const [id] = await submitAll(1);
    await claim(staff.token, id!);
    expect((await server.put(`/api/staff/classic-submissions/${id}/change-status/APPROVED`, { token: staff.token })).status).toBe(200);
    const page = (await server.get('/api/staff/classic-submissions/list?status=APPROVED', { token: staff.token })).json;
    expect(page.content.find((row: { id: number }) => row.id === id)).toMatchObject({ claimedBy: null, claimedAt: null });
    expect((await claim(second.token, id!)).status).toBe(409);
    const [own] = await submitAll(1, staff);
    expect((await claim(staff.token, own!)).status).toBe(403);
    expect((await claim(staff.token, 999_999)).status).toBe(404);
    expect((await server.post('/api/staff/platformer-submissions/next', { token: (await server.createPlayer()).token })).status).toBe(403);
  });
});
