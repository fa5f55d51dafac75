/**
 * The public snapshot's figures on a running server: its size as JSON and gzipped, the first answer
 * after a data change (the read model builds it: four queries, JSON, gzip), a later download from
 * the read model's bytes, a revalidation (304), and how long a device takes to parse it.
 */
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { ms as wholeMs } from './measure';

const PATH = '/api/public/snapshot';

type Fetched = { status: number; bytes: Buffer; etag: string | undefined; ms: number };

/** One GET as a browser sends it (gzip accepted), the bytes as they came over the wire. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes: Buffer.concat(chunks),
          etag: response.headers.etag,
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const ms = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : wholeMs(value));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`);

export const SNAPSHOT_HEADER = ['data set', 'JSON', 'gzip', 'first answer (build)', 'download (gzip, loopback)', '304', 'JSON.parse'];

/** Call on a server that has not answered the snapshot since its data last changed, so the first answer builds it. */
export async function snapshotRow(name: string, base: string): Promise<string[]> {
  const first = await fetchRaw(base + PATH);
  if (first.status !== 200) return [name, `HTTP ${first.status}`, '-', '-', '-', '-', '-'];
  const downloads: Fetched[] = [];
  for (let run = 0; run < 5; run += 1) downloads.push(await fetchRaw(base + PATH));
  const revalidations: number[] = [];
  for (let run = 0; run < 5; run += 1) revalidations.push((await fetchRaw(base + PATH, { 'if-none-match': first.etag ?? '' })).ms);
  const json = gunzipSync(first.bytes).toString();
  const parses: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    JSON.parse(json);
    parses.push(performance.now() - started);
  }
  return [
    name,
    size(Buffer.byteLength(json)),
    size(first.bytes.length),
    ms(first.ms),
    ms(median(downloads.map((answer) => answer.ms))),
    ms(median(revalidations)),
    ms(median(parses)),
  ];
}
