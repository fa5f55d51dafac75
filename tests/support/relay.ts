/**
 * A TCP relay on a loopback port in front of another address (PostgreSQL), which a test can cut and
 * restore: what a server sees when its database goes away, without touching the database itself.
 * Cut, it drops every open connection and every new one at once, as a restarting server does.
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
  close: () => Promise<void>;
};

export async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const open = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
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
    close: async () => {
      isCut = true;
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
