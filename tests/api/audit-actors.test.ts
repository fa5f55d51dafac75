/**
 * Who the audit trail can be narrowed to (src/server/changelog/audit.ts): every staff member, and
 * the former staff who made changes, marked, by their name now; never a player who only edited their
 * own profile; an account merged into a claimed player by an approval is that player, by the player's
 * name, and either id narrows the trail to both's changes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/server/db/schema';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: { username: 'Amine' } } });

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const actors = () => server.get('/api/staff/audit/actors', { token: staff.token });
const createRegion = async (token: string, name: string) => {
  const made = await server.post('/api/staff/regions/create', { token, body: { name } });
  expect(made.status, made.text).toBe(201);
};
const kindsBy = async (actor: number) =>
  (await server.get(`/api/staff/audit?actor=${actor}`, { token: staff.token })).json.entries as {
    kind: string;
    actor: { id: number; name: string };
  }[];

describe("the audit trail's staff members", () => {
  it('lists the staff and the former staff who acted, by their names now; not players editing their own profile; a merged account as the player it became', async () => {
    // A player who only edited their own profile: no staff member, in the log though they are.
    const player = await server.createPlayer({ username: 'Runner' });
    const edited = await server.put('/api/authenticated/players/profile/update', {
      token: player.token,
      body: { username: player.username, discord: 'runner#1' },
    });
    expect(edited.status, edited.text).toBe(200);
    // Staff who never acted are listed too.
    const quiet = await server.createStaff({ username: 'Yasmine' });
    // A former staff member who acted, renamed since: by the name now, marked.
    const former = await server.createStaff({ username: 'OldMod' });
    await createRegion(former.token, 'Souss');
    await server.services.db.update(players).set({ isStaff: false, username: 'Retired' }).where(eq(players.id, former.id));
    // A staff account that acted, then claimed the imported player it is: the account's row goes.
    const account = await server.createStaff({ username: 'Zak account', password: 'a-password' });
    await createRegion(account.token, 'Draa');
    const [target] = await server.services.db.insert(players).values({ username: 'Zakaria' }).returning();
    const claimed = await server.post('/api/authenticated/claims', { token: account.token, body: { player: target!.id, proof: VIDEO } });
    expect(claimed.status, claimed.text).toBe(201);
    const approved = await server.post(`/api/staff/claims/${claimed.json.id}/approve`, { token: staff.token });
    expect(approved.status, approved.text).toBe(200);

    const answer = await actors();
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual([
      { id: staff.id, name: 'Amine', staff: true, mergedIds: [] },
      { id: quiet.id, name: 'Yasmine', staff: true, mergedIds: [] },
      { id: target!.id, name: 'Zakaria', staff: true, mergedIds: [account.id] },
      { id: former.id, name: 'Retired', staff: false, mergedIds: [] },
    ]);

    // Either id gives the person's changes: the account's, under its old name, and the player's.
    for (const id of [target!.id, account.id]) {
      const entries = await kindsBy(id);
      expect(entries.map((entry) => [entry.kind, entry.actor])).toEqual([['region.created', { id: account.id, name: 'Zak account' }]]);
    }
    expect((await kindsBy(former.id)).map((entry) => entry.actor.name)).toEqual(['OldMod']);
    expect((await kindsBy(player.id)).map((entry) => entry.kind)).toEqual(['player.edited']);
  });

  it('is for staff only', async () => {
    expect((await server.get('/api/staff/audit/actors')).status).toBe(401);
    expect((await server.get('/api/staff/audit/actors', { token: (await server.createPlayer()).token })).status).toBe(403);
  });
});
