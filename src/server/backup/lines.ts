/** A gzip-compressed file's lines as they stream, each the bytes between two newlines (the integrity check is over the bytes as written). */
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { RestoreError } from './restore-error';

/** The lines of `file`, gunzipped; a file that cannot be read or is no gzip is a RestoreError. */
export async function* linesOf(file: string): AsyncGenerator<Buffer> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  let unreadable: Error | undefined;
  input.on('error', (error) => {
    unreadable = error;
    gunzip.destroy(error);
  });
  input.pipe(gunzip);
  let partial: Buffer[] = [];
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
        const piece = chunk.subarray(start, end);
        yield partial.length ? Buffer.concat([...partial, piece]) : piece;
        partial = [];
        start = end + 1;
      }
      if (start < chunk.length) partial.push(chunk.subarray(start));
    }
  } catch (error) {
    if (unreadable) throw new RestoreError(`The backup cannot be read: ${unreadable.message}`);
    if (typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('Z_'))
      throw new RestoreError('The backup is not a gzip file, or it is cut short.');
    throw error;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (partial.length) yield Buffer.concat(partial);
}
