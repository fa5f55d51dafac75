/** Conditional requests: whether an `If-None-Match` header names one of an answer's validators (`*`, weak or strong). */
export function etagMatches(header: string | undefined, ...etags: string[]): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => etags.includes(tag.trim().replace(/^W\//, '')));
}
