/**
 * Spring Security's StrictHttpFirewall, which stands in front of every path of the 2024 site (it
 * is Spring Security's default, and tmdl-backend/pom.xml brings spring-boot-starter-security):
 * a request it refuses is answered 400 with no body before any controller runs. So a username
 * with a slash in it (`AC/DC`, asked as `AC%2FDC`) has no profile the site can give.
 *
 * Refused, from the raw path (the query is not looked at): an encoded slash, backslash, percent,
 * period, NUL, line feed or carriage return (`%2F`, `%5C`, `%25`, `%2E`, `%00`, `%0A`, `%0D`, any
 * case); a backslash, `;` or `%3B`; `//`; a `.` or `..` segment; any character outside printable
 * ASCII; and a method other than GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS.
 */

const ENCODED = /%(2f|5c|25|2e|00|0a|0d|3b)/i;
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Whether StrictHttpFirewall lets this request through. */
export function firewallAllows(method: string, rawPath: string): boolean {
  if (!ALLOWED_METHODS.has(method)) return false;
  if (ENCODED.test(rawPath) || rawPath.includes('\\') || rawPath.includes(';') || rawPath.includes('//')) return false;
  if (!/^[\x20-\x7e]*$/.test(rawPath)) return false;
  return !rawPath.split('/').some((segment) => segment === '.' || segment === '..');
}
