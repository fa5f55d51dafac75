/**
 * One process owns an embedded PGlite folder: PGlite is one process's database, and a second process
 * on the same files would neither see the first one's state nor be safe for them. The owner listens
 * on a Unix socket named after the folder; on Linux in the abstract namespace, which the kernel frees
 * when the process ends, so a crash leaves no stale lock behind. The socket also carries requests from
 * the command line to the owner (`npm run cli` while the server runs), authenticated by a key file in
 * the folder, so only someone who may read the database folder can use it.
 * See docs/decisions/004-pglite-ownership.md.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { safeErrorText } from './errors';

export type OwnerInfo = { pid: number; role: string };
type Handler = (request: unknown) => Promise<unknown>;

/** The folder is open in another process, described by `owner` when it answered. */
export class FolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly owner: OwnerInfo | null,
  ) {
    super(
      owner
        ? `The database folder ${folder} is in use by ${owner.role} (pid ${owner.pid}). Stop it first, or use another DATA_DIR.`
        : `The database folder ${folder} is in use by another process. Stop it first, or use another DATA_DIR.`,
    );
  }
}

const MAX_LINE = 64 * 1024;

function socketPath(folder: string): string {
  const real = realpathSync(folder);
  if (process.platform === 'linux') return `\0moroccan-list:${createHash('sha256').update(real).digest('hex')}`;
  return join(real, 'owner.sock');
}
const keyFile = (folder: string) => join(folder, 'owner.key');

/** Sends one JSON line and reads one back; null when nobody listens. */
function exchange(path: string, message: unknown, timeoutMs = 60_000): Promise<unknown | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let data = '';
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('the owner of the database folder did not answer')));
    socket.on('connect', () => socket.end(`${JSON.stringify(message)}\n`));
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    socket.on('close', () => {
      if (!data) return resolve(null);
      try {
        resolve(JSON.parse(data));
      } catch {
        reject(new Error('the owner of the database folder gave an unreadable answer'));
      }
    });
  });
}

export type FolderClaim = {
  /** Starts answering the command line's requests. */
  serve: (handler: Handler) => void;
  release: () => Promise<void>;
};

function listen(server: Server, path: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error));
    server.once('error', failed);
    server.listen(path, () => {
      server.off('error', failed);
      resolve(true);
    });
  });
}

/** Makes this process the folder's owner, or throws FolderInUse. */
export async function claimFolder(folder: string, role: string): Promise<FolderClaim> {
  const path = socketPath(folder);
  const key = randomBytes(32).toString('hex');
  let handler: Handler | null = null;
  // Half-open: the request ends the client's side, and the answer still has to go back.
  const server = createServer({ allowHalfOpen: true }, (socket) => answer(socket, key, role, () => handler));
  let listening = await listen(server, path);
  if (!listening && process.platform !== 'linux' && (await whoOwns(folder)) === null) {
    // A socket file left behind by a crash (outside Linux's abstract namespace): nobody answers on it.
    rmSync(path, { force: true });
    listening = await listen(server, path);
  }
  if (!listening) throw new FolderInUse(folder, await whoOwns(folder));
  writeFileSync(keyFile(folder), key, { mode: 0o600 });
  return {
    serve: (next) => (handler = next),
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function answer(socket: Socket, key: string, role: string, handler: () => Handler | null): void {
  let data = '';
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk) => {
    data += chunk;
    if (data.length > MAX_LINE) socket.destroy();
  });
  socket.on('end', async () => {
    const reply = (message: unknown) => socket.end(`${JSON.stringify(message)}\n`);
    let message: { who?: boolean; key?: unknown; request?: unknown };
    try {
      message = JSON.parse(data);
    } catch {
      return reply({ error: 'unreadable request' });
    }
    if (message.who) return reply({ pid: process.pid, role });
    const given = Buffer.from(typeof message.key === 'string' ? message.key : '');
    if (given.length !== key.length || !timingSafeEqual(given, Buffer.from(key))) return reply({ error: 'wrong key' });
    const run = handler();
    if (!run) return reply({ error: `${role} cannot take requests yet; try again in a moment` });
    try {
      reply({ result: await run(message.request) });
    } catch (error) {
      reply({ error: safeErrorText(error) });
    }
  });
}

/** The process that owns the folder, or null when none does. */
export async function whoOwns(folder: string): Promise<OwnerInfo | null> {
  const reply = (await exchange(socketPath(folder), { who: true }, 5_000).catch(() => null)) as OwnerInfo | null;
  return reply && typeof reply.pid === 'number' ? reply : null;
}

/**
 * Hands a request to the folder's owner: `{ result }` from its handler, or null when no process owns
 * the folder (the caller may then open it itself). A refusal by the owner is thrown as an Error.
 * The owner is waited for `timeoutMs` without a word (a minute unless given).
 */
export async function askOwner(folder: string, request: unknown, timeoutMs?: number): Promise<{ result: unknown } | null> {
  let path: string;
  try {
    path = socketPath(folder);
  } catch {
    return null; // no such folder yet: nobody owns it
  }
  if ((await whoOwns(folder)) === null) return null;
  let key: string;
  try {
    key = readFileSync(keyFile(folder), 'utf8');
  } catch {
    throw new Error(`cannot read ${keyFile(folder)}: run this as the user who runs the server`);
  }
  const reply = (await exchange(path, { key, request }, timeoutMs)) as { result?: unknown; error?: string } | null;
  if (reply === null) return null;
  if (reply.error !== undefined) throw new Error(reply.error);
  return { result: reply.result };
}
