/**
 * A TCP relay on a loopback port in front of another address (PostgreSQL), which a test can cut and
 * restore: what a server sees when its database goes away, without touching the database itself.
 * Cut, it drops every open connection and every new one at once, as a restarting server does.
 * Silenced, it keeps every connection open and passes nothing either way, as a network that fails
 * without resetting its connections does, until it speaks again.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export type Relay = {
  /** The relay's own address, to put in a connection string in place of the target's. */
  host: string;
  port: number;
  /** Rewrites a connection string to go through the relay. */
  through: (url: string) => string;
  cut: () => void;
  restore: () => void;
  silence: () => void;
  speak: () => void;
  close: () => Promise<void>;
};

export async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const open = new Set<Socket>();
  /** Each direction of each connection: what silence stops and speaking starts again. */
  const links = new Set<{ from: Socket; to: Socket }>();
  let isCut = false;
  let silent = false;
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(from);
      const link = { from, to };
      links.add(link);
      if (silent) from.pause();
      else from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        links.delete(link);
        to.destroy();
      });
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    through: (url) => {
      const rewritten = new URL(url);
      rewritten.hostname = '127.0.0.1';
      rewritten.port = String(port);
      return rewritten.toString();
    },
    cut: () => {
      isCut = true;
      for (const socket of open) socket.destroy();
    },
    restore: () => {
      isCut = false;
    },
    silence: () => {
      silent = true;
      for (const { from, to } of links) {
        from.unpipe(to);
        from.pause();
      }
    },
    speak: () => {
      silent = false;
      for (const { from, to } of links) from.pipe(to);
    },
    close: async () => {
      isCut = true;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
