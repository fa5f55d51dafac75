/**
 * Fuzz: every operation of the OpenAPI document gets malformed params, bodies and headers, with
 * no token, a forged one, a player's and a staff member's. No answer may be a 5xx, and the data
 * must be exactly as before.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestPlayer, useTestServer } from '../support/server';

const { server } = useTestServer({ env: { RATE_LIMIT_SIGNIN: '100000/3600', RATE_LIMIT_SUBMISSIONS: '100000/3600' } });
let tokens: Record<string, string | undefined>;
let operations: { method: string; path: string }[];

const BAD_PARAMS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e99',
  '99999999999999999999',
  '%00',
  '%20',
  '..%2F..%2Fetc',
  'x'.repeat(3000),
  '%F0%9F%92%A5',
  "1'--",
  'null',
];
const BAD_BODIES: { body: string; type?: string }[] = [
  { body: '{' },
  { body: 'null' },
  { body: '[]' },
  { body: '42' },
  { body: '"text"' },
  { body: '{}' },
  {
    body: JSON.stringify({
      id: {},
      name: [],
      ranking: 'first',
      level: -1,
      player: null,
      recordPercentage: 101,
      recordTime: 'PT-1S',
      username: '',
      region: 'x',
    }),
  },
  { body: JSON.stringify([{ id: 'x', ranking: -1 }, { id: null }]) },
  { body: JSON.stringify({ a: 'x'.repeat(600_000) }) },
  { body: '{"__proto__": {"isStaff": true}, "constructor": {"prototype": {"x": 1}}}' },
  { body: 'name=x&id=1', type: 'application/x-www-form-urlencoded' },
  { body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot an image\r\n--x--\r\n', type: 'multipart/form-data; boundary=x' },
  { body: '\u0000\u0001\u0002', type: 'application/octet-stream' },
];
const BAD_HEADERS: Record<string, string>[] = [
  { 'idempotency-key': 'é'.repeat(10) },
  { 'idempotency-key': 'k'.repeat(500) },
  { 'if-none-match': '"' + 'x'.repeat(2000) },
  { 'content-type': 'application/json; charset=unknown-charset' },
  { authorization: 'Bearer ' + 'a.b.c' },
  { authorization: 'Basic Zm9vOmJhcg==' },
];

/** A digest of every row of every table but the idempotency store. */
async function digest(): Promise<string> {
  const tables = ['regions', 'players', 'levels', 'records', 'submissions', 'server_settings'];
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ d: string }>(
      server.services.db,
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM ${table} t`),
    );
    parts.push(`${table}:${row!.d}`);
  }
  return parts.join(' ');
}

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

beforeAll(async () => {
  const region = await server.createRegion('Souss-Massa');
  const player: TestPlayer = await server.createPlayer({ regionId: region, password: 'secret-password' });
  const staff = await server.createStaff({ password: 'secret-password' });
  const [classic] = await server.createLevels('classic', 3);
  const [platformer] = await server.createLevels('platformer', 2);
  await server.createRecord('classic', classic!, player.id, { percentage: 100 });
  await server.createRecord('platformer', platformer!, player.id, { timeMs: 65_000 });
  tokens = {
    none: undefined,
    forged: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiYXV0aG9yaXRpZXMiOlsiUk9MRV9TVEFGRiJdfQ.',
    player: player.token,
    staff: staff.token,
  };
  const spec = await server.get('/api/openapi.json');
  operations = Object.entries(spec.json.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
}, 120_000);

describe('fuzz', () => {
  it('covers the whole API', () => {
    const paths = operations.map((o) => `${o.method} ${o.path}`);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.some((p) => p.startsWith('PUT /api/staff/classic-levels/reorder'))).toBe(true);
  });

  it('never answers 5xx and never changes data on malformed input', async () => {
    const before = await digest();
    const failures: string[] = [];
    let sent = 0;
    const note = (label: string, status: number) => {
      sent += 1;
      if (status >= 500) failures.push(`${label} → ${status}`);
    };

    for (const { method, path } of operations) {
      const templated = path.includes('{');
      for (const [who, token] of Object.entries(tokens)) {
        if (templated) {
          for (const param of BAD_PARAMS) {
            const target = fill(path, param);
            note(`${who} ${method} ${target.slice(0, 80)}`, (await server.request(method, target, { token })).status);
          }
        }
        if (method === 'GET') continue;
        const target = fill(path, '999999');
        for (const { body, type } of BAD_BODIES) {
          const response = await server.request(method, target, {
            token,
            rawBody: body,
            headers: { 'content-type': type ?? 'application/json' },
          });
          note(`${who} ${method} ${target} body ${body.slice(0, 40)}`, response.status);
        }
      }
      const target = fill(path, '999999');
      for (const headers of BAD_HEADERS) {
        note(
          `${method} ${target} headers ${Object.keys(headers)}`,
          (await server.request(method, target, { token: tokens.staff, headers })).status,
        );
      }
      expect(await digest(), `data changed by ${method} ${path}`).toBe(before);
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * 10);
    console.log(`fuzz: ${sent} malformed requests over ${operations.length} operations`);
  }, 600_000);
});
