/**
 * The site an import reads, treated as untrusted input: its public answers fetched with limits and
 * checked against the shapes the import accepts (wire.ts), several at a time. Anything unexpected
 * (no answer, another status, not JSON, too large, too slow, a redirect elsewhere, a field out of
 * shape) stops the import before it writes, with the address and the place in the answer.
 *
 * Limits, each with its reason:
 * - a JSON answer at most 32 MiB: the largest answer a list site gives is its player list, about
 *   5 MB for 20,000 players with their profiles (the 2024 site lists whole profiles); parsed, an
 *   answer takes several times its size in memory, so this bounds the import's memory, and a
 *   larger answer is refused from its Content-Length, or as soon as that many bytes have come;
 * - an image at most 4 MiB: four times the 2024 site's upload limit (1 MB), for pictures stored
 *   before it had one; every picture is decoded and re-encoded here (read.ts);
 * - each answer within 60 s, its body included: a source that never finishes is named and refused;
 * - the whole reading within the import's time limit (30 minutes unless given);
 * - redirects followed only within the source's own origin, at most 5.
 */
import * as v from 'valibot';

/** An import that cannot go on: the source answered something unusable, or the database is not one to import into. */
export class ImportError extends Error {}

export const JSON_ANSWER_MAX_BYTES = 32 * 1024 * 1024;
export const IMAGE_ANSWER_MAX_BYTES = 4 * 1024 * 1024;
export const ANSWER_TIMEOUT_MS = 60_000;
export const IMPORT_TIME_LIMIT_MS = 30 * 60_000;
const REDIRECTS_MAX = 5;
const ISSUES_SHOWN = 5;

type Kind = 'json' | 'image';
export type SourceOptions = { answerTimeoutMs?: number; timeLimitMs?: number; jsonMaxBytes?: number; imageMaxBytes?: number };

export type Source = {
  /** The address as given, without a trailing slash. */
  address: string;
  /** The full address of a path. */
  at: (path: string) => string;
  /** A JSON answer (200) checked against `schema`. */
  read: <S extends v.GenericSchema>(path: string, schema: S) => Promise<v.InferOutput<S>>;
  /**
   * The same, where a status listed in `otherwise` is answered with that status instead of a body
   * (a 500 the source is known to give).
   */
  readOr: <S extends v.GenericSchema, O extends number>(
    path: string,
    schema: S,
    otherwise: readonly O[],
  ) => Promise<{ body: v.InferOutput<S> } | { status: O }>;
  /** A list: 204 (the 2024 site's empty list) is an empty one. */
  list: <S extends v.GenericSchema>(path: string, item: S) => Promise<v.InferOutput<S>[]>;
  /** An image, or null when the source has none there (404); 'unchanged' when it matches `etag`. */
  image: (path: string, etag?: string | null) => Promise<Uint8Array | null | 'unchanged'>;
};

function where(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((step) => (typeof step.key === 'number' ? `[${step.key}]` : `.${String(step.key)}`)).join('') ?? '';
  return path === '' ? 'the answer' : path.replace(/^\./, '');
}

/** The issues of a failed check, as the import prints them: where, and what is wrong (never more than a few). */
export function issueLines(issues: readonly v.BaseIssue<unknown>[]): string[] {
  const shown = issues.slice(0, ISSUES_SHOWN).map((issue) => `  ${where(issue)}: ${issue.message}`);
  return issues.length > ISSUES_SHOWN ? [...shown, `  … and ${issues.length - ISSUES_SHOWN} more`] : shown;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const seconds = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

/** The body of `response`, refused once it passes `max` bytes (its Content-Length says so first, when it gives one). */
async function bodyOf(response: Response, max: number, url: string): Promise<Uint8Array> {
  const refuse = () => new ImportError(`${url} answered more than ${megabytes(max)}, the most an import reads in one answer.`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > max) {
    await response.body?.cancel();
    throw refuse();
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) {
      await response.body.cancel().catch(() => {});
      throw refuse();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** The source at `address` (http or https). */
export function sourceAt(address: string, options: SourceOptions = {}): Source {
  let base: URL;
  try {
    base = new URL(address);
  } catch {
    throw new ImportError(`--from must be the address of a site, such as https://list.example.org (got '${address}').`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new ImportError(`--from must be an http(s) address (got '${address}').`);
  if (base.username || base.password) throw new ImportError('--from must not hold a user name or password.');
  const root = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  const answerMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  const limitMs = options.timeLimitMs ?? IMPORT_TIME_LIMIT_MS;
  const deadline = AbortSignal.timeout(limitMs);
  const maxBytes = { json: options.jsonMaxBytes ?? JSON_ANSWER_MAX_BYTES, image: options.imageMaxBytes ?? IMAGE_ANSWER_MAX_BYTES };
  const at = (path: string) => `${root}${path}`;

  /** One answer, redirects within the origin followed, its body read within the limits. */
  async function answer(
    path: string,
    kind: Kind,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Uint8Array; url: string }> {
    let url = at(path);
    const timeout = AbortSignal.timeout(answerMs);
    const signal = AbortSignal.any([timeout, deadline]);
    const stopped = (error: unknown): ImportError => {
      if (deadline.aborted)
        return new ImportError(
          `The import stopped at ${url}: reading the source took longer than its time limit (${seconds(limitMs)}, --time-limit). Nothing was written.`,
        );
      if (timeout.aborted) return new ImportError(`${url} did not finish its answer within ${seconds(answerMs)}.`);
      if (error instanceof ImportError) return error;
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return new ImportError(`${url} did not answer: ${cause}.`);
    };
    try {
      for (let hops = 0; ; hops += 1) {
        const response = await fetch(url, {
          headers: { accept: kind === 'json' ? 'application/json' : 'image/*', ...headers },
          signal,
          redirect: 'manual',
        });
        if (response.status >= 300 && response.status < 400 && response.status !== 304) {
          await response.body?.cancel();
          const location = response.headers.get('location');
          const next = location ? new URL(location, url) : null;
          if (!next || next.origin !== base.origin) {
            throw new ImportError(
              `${url} redirected to ${next?.href ?? 'nowhere'}: an import follows redirects only within ${base.origin}.`,
            );
          }
          if (hops >= REDIRECTS_MAX) throw new ImportError(`${at(path)} redirected more than ${REDIRECTS_MAX} times.`);
          url = next.href;
          continue;
        }
        return { status: response.status, body: await bodyOf(response, maxBytes[kind], url), url };
      }
    } catch (error) {
      throw stopped(error);
    }
  }

  async function readOr<S extends v.GenericSchema, O extends number>(
    path: string,
    schema: S,
    otherwise: readonly O[],
  ): Promise<{ body: v.InferOutput<S> } | { status: O }> {
    const { status, body, url } = await answer(path, 'json');
    if ((otherwise as readonly number[]).includes(status)) return { status: status as O };
    if (status !== 200) throw new ImportError(`${url} answered ${status} instead of 200.`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body).toString('utf8'));
    } catch {
      throw new ImportError(`${url} did not answer JSON.`);
    }
    const checked = v.safeParse(schema, parsed);
    if (!checked.success)
      throw new ImportError([`${url} answered something this site cannot take:`, ...issueLines(checked.issues)].join('\n'));
    return { body: checked.output as v.InferOutput<S> };
  }

  return {
    address: root,
    at,
    async read(path, schema) {
      const answered = await readOr(path, schema, []);
      if ('status' in answered) throw new ImportError(`${at(path)} answered ${answered.status} instead of 200.`);
      return answered.body;
    },
    readOr,
    async list(path, item) {
      const answered = await readOr(path, v.array(item), [204]);
      return 'body' in answered ? answered.body : [];
    },
    async image(path, etag) {
      const { status, body, url } = await answer(path, 'image', etag ? { 'if-none-match': etag } : {});
      if (status === 404) return null;
      if (status === 304) return 'unchanged';
      if (status !== 200) throw new ImportError(`${url} answered ${status} instead of an image.`);
      return body;
    },
  };
}

/** Runs `task` on every item, at most `limit` at a time, calling `done` after each; answers in the items' order. */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
  done?: () => void,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
      done?.();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
