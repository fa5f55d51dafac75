/**
 * The real server on a loopback port over a fresh database, with helpers to make players and
 * send requests. Each test file starts its own, usually through `useTestServer`.
 */
import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/passwords';
import { levels, players, records, regions } from '../../src/server/db/schema';
import { write } from '../../src/server/db/write';
import { afterRankingChange, recomputeHolders, recomputePlayerPoints } from '../../src/server/scoring/recompute';
import type { LevelType } from '../../src/shared/constants';
import { loadConfig } from '../../src/server/env';
import { createHttpServer } from '../../src/server/http/server';
import { createServices, type ServiceTuning, type Services } from '../../src/server/services';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { freshDatabase } from './database';

export type TestPlayer = { id: number; username: string; token: string; email: string };
/** A player's own fields, as `createPlayer` and `createStaff` take them (the password is hashed). */
export type PlayerFields = Partial<typeof players.$inferInsert> & { password?: string };

async function send(base: string, method: string, path: string, options: RequestOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(base + path, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, text, json };
}

export type RequestOptions = { token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: BodyInit };

async function listen(services: Services, port = 0) {
  const server = createHttpServer(createApp(services), services).listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A port free right now, for a server whose configuration must name its own address first. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => probe.once('listening', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type TestServerOptions = {
  /** On PostgreSQL, connects the server through another address (tests/support/relay.ts) instead of the database's own. */
  connectVia?: (url: string) => string;
  /** Timings the configuration does not set (the Discord sender's), for this server and its twins. */
  tuning?: ServiceTuning;
  /** The database to serve instead of a fresh one of the run's kind (closed with the server). */
  database?: DatabaseHandle;
};

/** `env` as a function is given the server's own address first (such as `PUBLIC_URL` for Google sign-in). */
export async function startTestServer(
  env: Record<string, string> | ((url: string) => Record<string, string>) = {},
  options: TestServerOptions = {},
) {
  const port = typeof env === 'function' ? await freePort() : 0;
  const own = typeof env === 'function' ? env(`http://127.0.0.1:${port}`) : env;
  const config = loadConfig({
    LOG: 'off',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!',
    CLIENT_DIR: './no-client-build',
    ...own,
  });
  const handle = options.database ?? (await freshDatabase());
  const served = handle.url && options.connectVia ? await openDatabase({ databaseUrl: options.connectVia(handle.url), dataDir: '' }) : null;
  const services = await createServices(config, served ?? handle, undefined, options.tuning);
  const { server, url } = await listen(services, port);
  let counter = 0;
  let levelCounter = 0;

  const request = (method: string, path: string, options: RequestOptions = {}) => send(url, method, path, options);

  /** Creates a player straight in the database and returns a valid token for them. */
  async function createPlayer(fields: PlayerFields = {}): Promise<TestPlayer> {
    counter += 1;
    const { password, ...rest } = fields;
    const username = rest.username ?? `player${counter}`;
    const email = rest.email ?? `${username.toLowerCase()}@test.local`;
    const [row] = await services.db
      .insert(players)
      .values({
        ...rest,
        username,
        email,
        passwordHash: password ? await hashPassword(password) : null,
      })
      .returning();
    const token = await services.tokens.issue(row!);
    return { id: row!.id, username, token, email };
  }

  async function createRegion(name: string): Promise<number> {
    const [row] = await services.db.insert(regions).values({ name }).returning();
    return row!.id;
  }

  /**
   * Adds levels of a type straight in the database at the end of its list (rankings 1..N in the
   * order given), with points computed. Returns their ids.
   */
  async function createLevels(type: LevelType, count: number, fields: Partial<typeof levels.$inferInsert> = {}): Promise<string[]> {
    return write(services, async (tx) => {
      const existing = await tx.$count(levels, eq(levels.type, type));
      const rows = Array.from({ length: count }, (_, i) => {
        levelCounter += 1;
        return {
          type,
          id: String(1_000_000 + levelCounter),
          name: `Level ${levelCounter}`,
          publisher: 'Publisher',
          difficulty: 'EXTREME_DEMON' as const,
          link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          thumbnail: 'https://img.example/level.png',
          ranking: existing + i + 1,
          ...(type === 'classic' ? { duration: 'LONG' as const, minimumCompletion: 50 } : {}),
          ...fields,
        };
      });
      await tx.insert(levels).values(rows);
      await afterRankingChange(tx, type);
      return rows.map((row) => row.id);
    });
  }

  /** Adds a record straight in the database and recomputes what it moves. */
  async function createRecord(
    type: LevelType,
    levelId: string,
    playerId: number,
    value: { percentage?: number; timeMs?: number },
    createdAt?: Date,
  ) {
    return write(services, async (tx) => {
      const [row] = await tx
        .insert(records)
        .values({ type, levelId, playerId, ...value, ...(createdAt ? { createdAt } : {}) })
        .returning();
      await recomputeHolders(tx, type, [levelId]);
      await recomputePlayerPoints(tx, type, [playerId]);
      return row!.id;
    });
  }

  /**
   * A second server on the same database, as a second instance behind a load balancer would be: on
   * PostgreSQL with its own connections, change feed, read models and limiters; on PGlite (one
   * process's database) sharing the connection but nothing else.
   */
  async function startTwin() {
    const twinHandle = handle.url ? await openDatabase({ databaseUrl: handle.url, dataDir: '' }) : { ...handle, close: async () => {} };
    const twin = await createServices(config, twinHandle, undefined, options.tuning);
    const listening = await listen(twin);
    return {
      url: listening.url,
      services: twin,
      post: (path: string, options: RequestOptions = {}) => send(listening.url, 'POST', path, options),
      get: (path: string, options: RequestOptions = {}) => send(listening.url, 'GET', path, options),
      close: async () => {
        await new Promise<void>((resolve) => {
          listening.server.close(() => resolve());
          listening.server.closeAllConnections();
        });
        await twin.close();
      },
    };
  }

  return {
    url,
    services,
    startTwin,
    request,
    get: (path: string, options?: RequestOptions) => request('GET', path, options),
    post: (path: string, options?: RequestOptions) => request('POST', path, options),
    put: (path: string, options?: RequestOptions) => request('PUT', path, options),
    del: (path: string, options?: RequestOptions) => request('DELETE', path, options),
    createPlayer,
    createStaff: (fields: PlayerFields = {}) => createPlayer({ ...fields, isStaff: true }),
    createRegion,
    createLevels,
    createRecord,
    close: async () => {
      // Kept-alive connections would hold the close for the server's keep-alive time: a test is done with them.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await services.close();
      if (served) await handle.close();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The signed-in actors a file may ask `useTestServer` for, and the fields to make each with. */
export type TestActors = { staff: TestPlayer; player: TestPlayer };
type ActorFields<Signed extends keyof TestActors> = { [Role in Signed]: PlayerFields };

export type TestServerSetup<Signed extends keyof TestActors = never> = TestServerOptions & {
  env?: Parameters<typeof startTestServer>[0];
  /** The actors to create and sign in once the server is up (the staff member first, then the player). */
  signIn?: ActorFields<Signed>;
};

/**
 * The server of a test file (or of a describe block): started before its tests with the actors it asks
 * for signed in, closed after them. The objects it returns are filled in when the server starts, so a
 * file destructures them at its top and reads them in its hooks, tests and helpers. A hook the file
 * registers after this call runs after the start, and its `afterAll` before the close.
 */
export function useTestServer<Signed extends keyof TestActors = never>(
  setup: TestServerSetup<Signed> = {},
): { server: TestServer } & Pick<TestActors, Signed> {
  const ready: { server: TestServer } & TestActors = { server: {} as TestServer, staff: {} as TestPlayer, player: {} as TestPlayer };
  const {
    env,
    connectVia,
    tuning,
    signIn = {},
  }: Omit<TestServerSetup, 'signIn'> & { signIn?: Partial<ActorFields<keyof TestActors>> } = setup;
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(env, { connectVia, tuning });
    Object.assign(ready.server, started);
    if (signIn.staff) Object.assign(ready.staff, await started.createStaff(signIn.staff));
    if (signIn.player) Object.assign(ready.player, await started.createPlayer(signIn.player));
  });
  afterAll(async () => {
    await started?.close();
  });
  return ready;
}
