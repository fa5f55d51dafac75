/**
 * The ceiling of the benchmark: a bare node:http server that answers each measured path with the
 * exact bytes and headers the real server gave, straight from memory. Run as a child process:
 * `node --import tsx tests/bench/ceiling.ts <answers.json> <port>`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export type CeilingAnswer = { body: string; contentType: string; etag: string | null };

const [file, port] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, CeilingAnswer>;
const table = new Map(Object.entries(answers).map(([path, a]) => [path, { ...a, bytes: Buffer.from(a.body, 'base64') }]));

createServer((request, response) => {
  const answer = table.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  if (answer.etag && request.headers['if-none-match'] === answer.etag) {
    response.writeHead(304, { etag: answer.etag, 'cache-control': 'no-cache' }).end();
    return;
  }
  response.writeHead(200, {
    'content-type': answer.contentType,
    'content-length': answer.bytes.length,
    'cache-control': 'no-cache',
    ...(answer.etag ? { etag: answer.etag } : {}),
  });
  response.end(answer.bytes);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
