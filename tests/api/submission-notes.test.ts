/**
 * A submission's notes (src/server/submissions/notes.ts): its player and staff write in one thread,
 * staff also write notes only staff read; another player reads and writes nothing of it.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

const { server, staff } = useTestServer({ signIn: { staff: {} } });

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';
const notesPath = (id: number) => `/api/authenticated/classic-submissions/${id}/notes`;

describe('submission notes', () => {
  it('keeps a thread between the player and staff, and staff-only notes from the player', async () => {
    const [level] = await server.createLevels('classic', 1);
    const [owner, stranger] = [await server.createPlayer(), await server.createPlayer()];
    const { id } = (
      await server.post('/api/authenticated/classic-submissions/create', {
        token: owner.token,
        body: { level, link: VIDEO, recordPercentage: 100 },
      })
    ).json;

    const asked = await server.post(notesPath(id), { token: staff.token, body: { body: '  Please send the click track.  ' } });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json).toEqual({
      id: expect.any(Number),
      author: { id: staff.id, name: staff.username, isStaff: true },
      staffOnly: false,
      body: 'Please send the click track.',
      createdAt: expect.any(String),
    });
    const hidden = await server.post(notesPath(id), { token: staff.token, body: { body: 'Looks spliced at 43 %', staffOnly: true } });
    expect(hidden.json).toMatchObject({ staffOnly: true });
    const answered = await server.post(notesPath(id), { token: owner.token, body: { body: 'Added it to the description.' } });
    expect(answered.json).toMatchObject({ author: { id: owner.id, isStaff: false }, staffOnly: false });

    const forOwner = (await server.get(notesPath(id), { token: owner.token })).json as { body: string }[];
    expect(forOwner.map((note) => note.body)).toEqual(['Please send the click track.', 'Added it to the description.']);
    const forStaff = (await server.get(notesPath(id), { token: staff.token })).json as { body: string }[];
    expect(forStaff.map((note) => note.body)).toEqual([
      'Please send the click track.',
      'Looks spliced at 43 %',
      'Added it to the description.',
    ]);

    expect((await server.get(notesPath(id), { token: stranger.token })).status).toBe(403);
    expect((await server.post(notesPath(id), { token: stranger.token, body: { body: 'Hi' } })).status).toBe(403);
    expect((await server.get(notesPath(id))).status).toBe(401);
    expect((await server.post(notesPath(id), { token: owner.token, body: { body: 'Secret', staffOnly: true } })).status).toBe(403);
    expect((await server.post(notesPath(id), { token: owner.token, body: { body: '   ' } })).status).toBe(400);
    expect((await server.get(notesPath(999_999), { token: staff.token })).status).toBe(404);
    expect((await server.get(`/api/authenticated/platformer-submissions/${id}/notes`, { token: staff.token })).status).toBe(404);
    expect((await server.get(notesPath(id), { token: staff.token })).json as unknown[]).toHaveLength(3);
  });
});
