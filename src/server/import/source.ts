/**
 * The site an import reads: its public answers fetched and checked against the shapes the import
 * accepts (wire.ts), several at a time. Anything unexpected (no answer, another status, not JSON, a
 * field out of shape) stops the import before it writes, with the address and the place in the
 * answer that went wrong.
 */
import * as v from 'valibot';

/** An import that cannot go on: the source answered something unusable, or the database is not one to import into. */
export class ImportError extends Error {}

const ISSUES_SHOWN = 5;

export type Source = {
  /** The address as given, without a trailing slash. */
  address: string;
  /** A JSON answer, checked against `schema`. */
  read: <S extends v.GenericSchema>(path: string, schema: S) => Promise<v.InferOutput<S>>;
  /** An image, or null when the source has none there (404); 'unchanged' when it matches `etag`. */
  image: (path: string, etag?: string | null) => Promise<Uint8Array | null | 'unchanged'>;
};

function where(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((step) => (typeof step.key === 'number' ? `[${step.key}]` : `.${String(step.key)}`)).join('') ?? '';
  return path === '' ? 'the answer' : path.replace(/^\./, '');
}

/** The source at `address` (http or https), reading with `timeoutMs` per answer. */
export function sourceAt(address: string, timeoutMs = 30_000): Source {
  let base: URL;
  try {
    base = new URL(address);
  } catch {
    throw new ImportError(`--from must be the address of a site, such as https://list.example.org (got '${address}').`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new ImportError(`--from must be an http(s) address (got '${address}').`);
  const root = base.href.replace(/\/+$/, '');

  async function fetchFrom(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const url = `${root}${path}`;
    try {
      return await fetch(url, { headers: { accept: 'application/json, image/*', ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new ImportError(`${url} did not answer: ${cause}.`);
    }
  }

  return {
    address: root,
    async read(path, schema) {
      const response = await fetchFrom(path);
      const url = `${root}${path}`;
      if (response.status !== 200) throw new ImportError(`${url} answered ${response.status} instead of 200.`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new ImportError(`${url} did not answer JSON.`);
      }
      const checked = v.safeParse(schema, body);
      if (!checked.success) {
        const shown = checked.issues.slice(0, ISSUES_SHOWN).map((issue) => `  ${where(issue)}: ${issue.message}`);
        const more = checked.issues.length > ISSUES_SHOWN ? [`  … and ${checked.issues.length - ISSUES_SHOWN} more`] : [];
        throw new ImportError([`${url} answered something this site cannot take:`, ...shown, ...more].join('\n'));
      }
      return checked.output;
    },
    async image(path, etag) {
      const response = await fetchFrom(path, etag ? { 'if-none-match': etag } : {});
      if (response.status === 404) return null;
      if (response.status === 304) return 'unchanged';
      if (response.status !== 200) throw new ImportError(`${root}${path} answered ${response.status} instead of an image.`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/** Runs `task` on every item, at most `limit` at a time, calling `done` after each; answers in the items' order. */
export async function eachLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>, done?: () => void): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
      done?.();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
