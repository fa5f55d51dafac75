/**
 * A stand-in for deploying a new build while a page is open: an HTTP proxy in front of the e2e
 * server that passes everything through, and once `deploy()` is called serves a service worker with
 * different bytes (the same worker plus `extra`, and with `renamed` files under their new paths, which
 * the proxy answers with the old files: a file the next build changed). The browser sees a changed
 * /sw.js from its server, as after a real deploy; Playwright's routing does not reach the worker's
 * update check. `asked` lists every path asked for, in order.
 */
import { request as forward, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type NextBuildProxy = {
  url: string;
  deploy: (extra: string, renamed?: Record<string, string>) => void;
  asked: string[];
  close: () => Promise<void>;
};

export async function startNextBuildProxy(target: string): Promise<NextBuildProxy> {
  const upstream = new URL(target);
  let extra: string | null = null;
  let renamed: Record<string, string> = {};
  const asked: string[] = [];

  const pass = (req: IncomingMessage, res: ServerResponse, changeWorker: boolean) => {
    const headers = { ...req.headers, host: upstream.host, ...(changeWorker ? { 'accept-encoding': 'identity' } : {}) };
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const original = Object.entries(renamed).find(([, to]) => to === path)?.[0];
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: original ?? req.url, headers },
      (answer) => {
        if (!changeWorker) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let worker = Buffer.concat(chunks).toString('utf8');
          for (const [from, to] of Object.entries(renamed)) worker = worker.replaceAll(`"${from.slice(1)}"`, `"${to.slice(1)}"`);
          const body = `${worker}\n${extra}\n`;
          res.writeHead(answer.statusCode ?? 502, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
          res.end(body);
        });
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    asked.push(path);
    pass(req, res, extra !== null && path === '/sw.js');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (code, files = {}) => {
      extra = code;
      renamed = files;
    },
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
