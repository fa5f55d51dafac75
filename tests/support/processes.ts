/** Child processes of the benchmark and the tests: the real server (and the bench's ceiling server), on loopback ports. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Children run from the repository root, as `npm start` does. */
const root = fileURLToPath(new URL('../..', import.meta.url));

const children = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Running = {
  url: string;
  startupMs: number;
  output: () => string;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or a killed machine would. */
  kill: () => Promise<void>;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) the process, as a stalled machine would. */
  pause: (paused: boolean) => void;
  /** The process id, as the database's pg_stat_activity names it in application_name. */
  pid: number;
};

/** Polls until the path answers 200, the child exits, or the time is up. */
async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A frozen process (pause) would hold the signal until thawed.
  child.kill('SIGCONT');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/**
 * Spawns `node --import tsx <script> ...args` and measures the time from spawn to the first 200
 * answer on `readyPath`.
 */
export async function startNode(script: string, args: string[], env: NodeJS.ProcessEnv, port: number, readyPath: string): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let text = '';
  child.stdout!.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    text += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(url + readyPath, child, () => text, 60_000);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const kill = async () => {
    children.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  };
  const pause = (paused: boolean) => void child.kill(paused ? 'SIGSTOP' : 'SIGCONT');
  return { url, startupMs: performance.now() - started, output: () => text, stop: () => stopChild(child), kill, pause, pid: child.pid! };
}

/** Ends every child still running (also on Ctrl-C), by its own process handle. */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(stopChild));
}
