import { describe, expect, it } from 'vitest';
import { type TestPlayer, useTestServer } from '../support/server';

const { server, staff, player: user } = useTestServer({ signIn: { staff: {}, player: {} } });

const setRegion = (player: TestPlayer, region: number | null) =>
  server.put('/api/authenticated/players/profile/update', { token: player.token, body: { username: player.username, region } });

describe('regions', () => {
  it('lists no regions as an empty list', async () => {
    const response = await server.get('/api/public/regions');
    expect(response.status).toBe(200);
    expect(response.json).toEqual([]);
  });

  it('lets staff create a region and refuses a duplicate name in any case', async () => {
    const created = await server.post('/api/staff/regions/create', { token: staff.token, body: { name: '  Rabat  ' } });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number), name: 'Rabat', classicPoints: 0, platformerPoints: 0, version: 1 });
    const duplicate = await server.post('/api/staff/regions/create', { token: staff.token, body: { name: 'RABAT' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.code).toBe('region_exists');
    const all = await server.get('/api/public/regions');
    expect(all.json.filter((r: any) => r.name.toLowerCase() === 'rabat')).toHaveLength(1);
  });

  it('refuses region writes to anonymous callers and to non-staff', async () => {
    expect((await server.post('/api/staff/regions/create', { body: { name: 'Nowhere' } })).status).toBe(401);
    const forbidden = await server.post('/api/staff/regions/create', { token: user.token, body: { name: 'Nowhere' } });
    expect(forbidden.status).toBe(403);
    const id = await server.createRegion('Tetouan');
    expect((await server.put(`/api/staff/regions/update/${id}`, { token: user.token, body: { name: 'X' } })).status).toBe(403);
    expect((await server.del(`/api/staff/regions/delete/${id}`, { token: user.token })).status).toBe(403);
    expect((await server.get(`/api/public/regions/${id}`)).json.name).toBe('Tetouan');
    expect((await server.get('/api/public/regions')).json.some((r: any) => r.name === 'Nowhere')).toBe(false);
  });

  it('validates the name', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 12 }]) {
      const response = await server.post('/api/staff/regions/create', { token: staff.token, body });
      expect(response.status).toBe(400);
      expect(response.json.code).toBe('validation_failed');
      expect(response.json.issues[0].path).toBe('name');
    }
  });

  it('answers one region by id, 404 for an unknown one and 400 for a malformed id', async () => {
    const id = await server.createRegion('Fes');
    expect((await server.get(`/api/public/regions/${id}`)).json).toEqual({ id, name: 'Fes' });
    const missing = await server.get('/api/public/regions/99999');
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('not_found');
    expect((await server.get('/api/public/regions/abc')).status).toBe(400);
    expect((await server.get('/api/public/regions/0')).status).toBe(400);
  });

  it('renames a region, also to another case of its own name, and refuses a taken name', async () => {
    const id = await server.createRegion('Agadir');
    await server.createRegion('Oujda');
    const renamed = await server.put(`/api/staff/regions/update/${id}`, { token: staff.token, body: { name: 'AGADIR' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ id, name: 'AGADIR', classicPoints: 0, platformerPoints: 0 });
    const taken = await server.put(`/api/staff/regions/update/${id}`, { token: staff.token, body: { name: 'oujda' } });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('region_exists');
    expect((await server.get(`/api/public/regions/${id}`)).json.name).toBe('AGADIR');
    const missing = await server.put('/api/staff/regions/update/99999', { token: staff.token, body: { name: 'Ghost' } });
    expect(missing.status).toBe(404);
    expect((await server.put(`/api/staff/regions/update/${id}`, { token: staff.token, body: { name: '' } })).status).toBe(400);
  });

  it('deletes a region with 204 and 404 for an unknown one', async () => {
    const id = await server.createRegion('Meknes');
    const deleted = await server.del(`/api/staff/regions/delete/${id}`, { token: staff.token });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await server.get(`/api/public/regions/${id}`)).status).toBe(404);
    expect((await server.del(`/api/staff/regions/delete/${id}`, { token: staff.token })).status).toBe(404);
    expect((await server.del('/api/staff/regions/delete/nope', { token: staff.token })).status).toBe(400);
  });

  it('lists regions by name with the summed points of their players, kept right as players move', async () => {
    const [first, second] = await server.createLevels('classic', 2);
    const [plat] = await server.createLevels('platformer', 1);
    const north = await server.createRegion('Zz North');
    const south = await server.createRegion('Zz South');
    const a = await server.createPlayer();
    const b = await server.createPlayer();
    const c = await server.createPlayer();
    await server.createRecord('classic', first!, a.id, { percentage: 100 });
    await server.createRecord('platformer', plat!, a.id, { timeMs: 60_000 });
    await server.createRecord('classic', second!, b.id, { percentage: 100 });
    await server.createRecord('classic', first!, c.id, { percentage: 60 });

    const totals = async () => {
      const list = (await server.get('/api/public/regions')).json as any[];
      return Object.fromEntries(list.filter((r) => r.name.startsWith('Zz')).map((r) => [r.name, [r.classicPoints, r.platformerPoints]]));
    };
    expect(await totals()).toEqual({ 'Zz North': [0, 0], 'Zz South': [0, 0] });

    expect((await setRegion(a, north)).status).toBe(200);
    expect(await totals()).toEqual({ 'Zz North': [500, 500], 'Zz South': [0, 0] });
    expect((await setRegion(b, north)).status).toBe(200);
    expect(await totals()).toEqual({ 'Zz North': [930.92, 500], 'Zz South': [0, 0] });

    // A set region is locked: a second update cannot move the player, and totals stay.
    const locked = await setRegion(a, south);
    expect(locked.status).toBe(409);
    expect(locked.json.code).toBe('region_locked');
    expect(await totals()).toEqual({ 'Zz North': [930.92, 500], 'Zz South': [0, 0] });

    // Deleting the region frees its players; a new one picks up the points of those who join.
    expect((await server.del(`/api/staff/regions/delete/${north}`, { token: staff.token })).status).toBe(204);
    expect(await totals()).toEqual({ 'Zz South': [0, 0] });
    expect((await server.get('/api/public/players/username/' + a.username)).json.region).toBeNull();
    expect((await setRegion(a, south)).status).toBe(200);
    expect((await setRegion(c, south)).status).toBe(200);
    expect(await totals()).toEqual({ 'Zz South': [500 + 166.67, 500] });

    const names = ((await server.get('/api/public/regions')).json as any[]).map((r) => r.name);
    expect(names).toEqual([...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
  });
});
