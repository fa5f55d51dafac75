/** Load runs with autocannon (32 connections, a short warm-up, then the measured run) and a plain-text table. */
import autocannon from 'autocannon';

const CONNECTIONS = 32;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

export type LoadResult = { rps: number; p50: number; p99: number; answered: number; unexpected: number };

async function run(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** Requests per second and latency of GET `url`; `unexpected` counts answers of another status than `status`. */
export async function load(url: string, options: { headers?: Record<string, string>; status?: 200 | 304 } = {}): Promise<LoadResult> {
  const headers = options.headers ?? {};
  await run(url, headers, WARM_UP_SECONDS);
  const result = await run(url, headers, MEASURE_SECONDS);
  const expected = options.status === 304 ? result['3xx'] : result['2xx'];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    answered: expected,
    unexpected: result.requests.total - expected + result.errors + result.timeouts,
  };
}

export function table(title: string, header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [`\n${title}`, line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
