/**
 * What a route that takes a JSON body accepts: `application/json`, with no charset or utf-8 (the
 * only encoding JSON has, RFC 8259). Anything else is refused with 415 before the body is read:
 * Hono's validator would read another type as no body at all, and decode another charset as UTF-8.
 */
import { errors } from '../rules/errors';

const ACCEPTED = 'Send the body as JSON with `content-type: application/json` (optionally `; charset=utf-8`).';

export function requireJsonContentType(header: (name: string) => string | undefined): void {
  const contentType = header('content-type');
  const length = header('content-length');
  const hasBody = (length !== undefined && length !== '0') || header('transfer-encoding') !== undefined;
  // No body and no type: left to the schema, which names the missing fields.
  if (!contentType && !hasBody) return;
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';');
  if (mediaType.trim().toLowerCase() !== 'application/json') {
    const refused = contentType ? `${mediaType.trim()} is not accepted here.` : 'The content type is missing.';
    throw errors.unsupportedMediaType(`${refused} ${ACCEPTED}`);
  }
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim().toLowerCase());
    if (name === 'charset' && value.replace(/^"(.*)"$/, '$1') !== 'utf-8') {
      throw errors.unsupportedMediaType(`The charset ${value} is not accepted here. ${ACCEPTED}`);
    }
  }
}
