import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '../../src/shared/constants';
import { type TestPlayer, useTestServer } from '../support/server';

const { server, player } = useTestServer({ signIn: { player: {} } });

const UPLOAD = '/api/authenticated/players/upload/avatar';

function form(bytes: Uint8Array, field = 'file', type = 'image/png'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), 'avatar.png');
  return body;
}

const upload = (bytes: Uint8Array, who: TestPlayer = player) => server.post(UPLOAD, { token: who.token, rawBody: form(bytes) });

/** A landscape PNG with a gradient, so re-encoding has real pixels to crop. */
async function pngImage(width = 400, height = 300): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set([i % 256, (i >> 8) % 256, 128], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function fetchAvatar(id: number, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/public/players/${id}/avatar`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('avatars', () => {
  it('has no avatar before an upload: 404 JSON, also for an unknown player, 400 for a malformed id', async () => {
    const none = await server.get(`/api/public/players/${player.id}/avatar`);
    expect(none.status).toBe(404);
    expect(none.json.code).toBe('not_found');
    expect((await server.get('/api/public/players/99999/avatar')).status).toBe(404);
    expect((await server.get('/api/public/players/abc/avatar')).status).toBe(400);
  });

  it('re-encodes an uploaded PNG to a square JPEG served with its ETag and a 304 for a match', async () => {
    const response = await upload(await pngImage());
    expect(response.status).toBe(200);
    expect(response.json.etag).toEqual(expect.any(String));

    const avatar = await fetchAvatar(player.id);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/jpeg');
    expect(avatar.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(avatar.headers.get('etag')).toBe(response.json.etag);
    const meta = await sharp(avatar.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });

    const again = await fetchAvatar(player.id, { 'if-none-match': response.json.etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('etag')).toBe(response.json.etag);
    expect((await fetchAvatar(player.id, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('turns the picture upright by its EXIF orientation and strips the metadata', async () => {
    const other = await server.createPlayer();
    const tagged = await sharp(await pngImage(300, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    expect((await upload(tagged, other)).status).toBe(200);
    const meta = await sharp((await fetchAvatar(other.id)).bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('gives a new ETag for a new picture', async () => {
    const before = (await fetchAvatar(player.id)).headers.get('etag');
    const response = await upload(await pngImage(200, 500));
    expect(response.status).toBe(200);
    expect(response.json.etag).not.toBe(before);
    expect((await fetchAvatar(player.id)).headers.get('etag')).toBe(response.json.etag);
  });

  it('refuses files over 1 MB with 413 and keeps the old avatar', async () => {
    const before = (await fetchAvatar(player.id)).headers.get('etag');
    for (const size of [AVATAR_MAX_BYTES + 1, AVATAR_MAX_BYTES * 3]) {
      const response = await upload(randomBytes(size));
      expect(response.status).toBe(413);
      expect(response.json.code).toBe('payload_too_large');
    }
    expect((await fetchAvatar(player.id)).headers.get('etag')).toBe(before);
  });

  it('refuses bytes that are not an image with 415 and keeps the old avatar', async () => {
    const before = (await fetchAvatar(player.id)).headers.get('etag');
    for (const bytes of [randomBytes(5000), new Uint8Array(0), new TextEncoder().encode('<html>not an image</html>')]) {
      const response = await upload(bytes);
      expect(response.status).toBe(415);
      expect(response.json.code).toBe('unsupported_media_type');
    }
    expect((await fetchAvatar(player.id)).headers.get('etag')).toBe(before);
  });

  it('needs a file field in a multipart form: 400 otherwise', async () => {
    const wrongField = await server.post(UPLOAD, { token: player.token, rawBody: form(await pngImage(), 'picture') });
    expect(wrongField.status).toBe(400);
    expect(wrongField.json.issues[0].path).toBe('file');
    const text = new FormData();
    text.append('file', 'just text');
    expect((await server.post(UPLOAD, { token: player.token, rawBody: text })).status).toBe(400);
    expect((await server.post(UPLOAD, { token: player.token, body: { file: 'x' } })).status).toBe(400);
    const broken = await server.post(UPLOAD, {
      token: player.token,
      rawBody: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);
  });

  it('needs a sign-in', async () => {
    const response = await server.post(UPLOAD, { rawBody: form(await pngImage()) });
    expect(response.status).toBe(401);
  });
});

describe('hasAvatar', () => {
  const NONE = { profile: false, own: false, leaderboard: false, region: false };

  /** The player as every read shows them: profile, own profile, leaderboard row, region row. */
  async function reads(who: TestPlayer, region: number) {
    const row = async (path: string) => ((await server.get(path)).json as any[]).find((r) => r.id === who.id);
    return {
      profile: (await server.get(`/api/public/players/username/${who.username}`)).json.hasAvatar,
      own: (await server.get('/api/authenticated/players/profile', { token: who.token })).json.hasAvatar,
      leaderboard: (await row('/api/public/players/classic-points')).hasAvatar,
      region: (await row(`/api/public/players/region/${region}`)).hasAvatar,
    };
  }

  it('is false for a new player and true everywhere after an upload, though those reads were cached before', async () => {
    const region = await server.createRegion('Tetouan');
    const fresh = await server.createPlayer({ regionId: region });
    const [level] = await server.createLevels('classic', 1);
    await server.createRecord('classic', level!, fresh.id, { percentage: 100 });
    expect(await reads(fresh, region)).toEqual(NONE);
    expect((await server.get(`/api/public/players/${fresh.id}/avatar`)).status).toBe(404);

    expect((await upload(await pngImage(), fresh)).status).toBe(200);
    expect(await reads(fresh, region)).toEqual({ profile: true, own: true, leaderboard: true, region: true });
    expect((await fetchAvatar(fresh.id)).status).toBe(200);
  });

  it('is a required field of the player shapes in the OpenAPI document', async () => {
    const { paths } = (await server.get('/api/openapi.json')).json;
    const schema = (path: string) => paths[path].get.responses['200'].content['application/json'].schema;
    for (const shape of [
      schema('/api/public/players/username/{username}'),
      schema('/api/authenticated/players/profile'),
      schema('/api/public/players/classic-points').items,
    ]) {
      expect(shape.properties.hasAvatar.type).toBe('boolean');
      expect(shape.required).toContain('hasAvatar');
    }
  });

  it('stays false after a refused upload', async () => {
    const region = await server.createRegion('Oujda');
    const fresh = await server.createPlayer({ regionId: region });
    const [level] = await server.createLevels('classic', 1);
    await server.createRecord('classic', level!, fresh.id, { percentage: 100 });
    expect((await upload(new TextEncoder().encode('not an image'), fresh)).status).toBe(415);
    expect(await reads(fresh, region)).toEqual(NONE);
  });
});
