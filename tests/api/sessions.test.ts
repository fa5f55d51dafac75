/**
 * Sessions that end: a new password (set-password), staff rights taken away, `sign-out-everywhere`
 * and a claim approval that merges an account end every token the account was issued before (401
 * from its next request), while a sign-in after it works and other accounts' tokens stand. Public
 * reads take no token at all, so an ended one changes nothing there. Several instances: see
 * instances.test.ts (the same, across two processes).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revokeStaff, setPassword, signOutEverywhere } from '../../src/server/auth/admin';
import { parseCommand } from '../../src/server/cli';
import { players } from '../../src/server/db/schema';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });
const PROFILE = '/api/authenticated/players/profile';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function signIn(email: string, password: string): Promise<string> {
  const answer = await server.post('/api/auth/login', { body: { email, password } });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.token;
}

describe('sessions that end', () => {
  it('a new password ends every earlier token of the account, and only those', async () => {
    const player = await server.createPlayer({ username: 'Rewrite', password: 'old-password' });
    const other = await server.createPlayer({ username: 'Bystander' });
    const laptop = await signIn(player.email, 'old-password');
    for (const token of [player.token, laptop]) expect((await server.get(PROFILE, { token })).status).toBe(200);
    await setPassword(server.services, { email: player.email, password: 'new-password' });
    for (const token of [player.token, laptop]) {
      const refused = await server.get(PROFILE, { token });
      expect(refused.status).toBe(401);
      expect(refused.json.code).toBe('unauthenticated');
    }
    expect((await server.get(PROFILE, { token: await signIn(player.email, 'new-password') })).status).toBe(200);
    expect((await server.get(PROFILE, { token: other.token })).status).toBe(200);
  });

  it('sign-out-everywhere ends them, named by its email as the issue of it says', async () => {
    expect(parseCommand(['sign-out-everywhere', 'someone@example.com'])).toEqual({
      name: 'sign-out-everywhere',
      who: { email: 'someone@example.com' },
    });
    expect(parseCommand(['sign-out-everywhere', '--username', 'Someone'])).toEqual({
      name: 'sign-out-everywhere',
      who: { username: 'Someone' },
    });
    expect(() => parseCommand(['sign-out-everywhere'])).toThrow('give either --email or --username');
    expect(() => parseCommand(['sign-out-everywhere', 'a@b.co', 'c@d.co'])).toThrow('give one account');
    const player = await server.createPlayer({ username: 'Everywhere', password: 'some-password' });
    const phone = await signIn(player.email, 'some-password');
    await signOutEverywhere(server.services, { email: player.email });
    for (const token of [player.token, phone]) expect((await server.get(PROFILE, { token })).status).toBe(401);
    // Public reads answer everyone alike: an ended token is not even read there.
    expect((await server.get('/api/public/players/username/Everywhere', { token: phone })).status).toBe(200);
    expect((await server.get(PROFILE, { token: await signIn(player.email, 'some-password') })).status).toBe(200);
  });

  it('taking staff rights away ends the staff sessions too', async () => {
    const chief = await server.createStaff({ username: 'FormerChief' });
    expect((await server.get('/api/staff/claims', { token: chief.token })).status).toBe(200);
    await revokeStaff(server.services, { username: 'FormerChief' });
    expect((await server.get(PROFILE, { token: chief.token })).status).toBe(401);
    const [row] = await server.services.db.select({ generation: players.sessionGeneration }).from(players).where(eq(players.id, chief.id));
    expect(row!.generation).toBe(1);
  });

  it("a claim approval that merges an account ends the account's tokens", async () => {
    // A player the import brought: no email, no password.
    const [imported] = await server.services.db.insert(players).values({ username: 'Imported' }).returning();
    const account = await server.createPlayer({ username: 'Claimant' });
    const claimed = await server.post('/api/authenticated/claims', { token: account.token, body: { player: imported!.id, proof: VIDEO } });
    expect(claimed.status, claimed.text).toBe(201);
    const approved = await server.post(`/api/staff/claims/${claimed.json.id}/approve`, { token: staff.token, body: {} });
    expect(approved.status, approved.text).toBe(200);
    expect((await server.get(PROFILE, { token: account.token })).status).toBe(401);
  });
});
