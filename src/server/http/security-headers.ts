/**
 * The security headers of every HTML answer (the client's index.html, however it is reached, and the
 * API docs page): a Content-Security-Policy naming exactly what those pages load, framing refused,
 * no MIME sniffing, and a referrer policy that still gives YouTube the site's origin (its embeds
 * refuse to play without one). Other answers are data the browser never renders as a page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

type ContentSecurityPolicyOptions = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/** Where level videos are embedded from (client: components/video-embed.tsx). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** `'sha256-…'` sources of the inline scripts of a page, so each may run without 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

type PolicyOptions = { scriptHashes: string[]; chatWidgetUrl: string | null };

export function contentSecurityPolicy({ scriptHashes, chatWidgetUrl }: PolicyOptions): ContentSecurityPolicyOptions {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'"],
    // Level thumbnails are addresses staff type in, on any host (the demo's are on img.youtube.com);
    // avatars are kept and shown as data: addresses, and swagger-ui's icons are data: SVGs.
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'"],
    frameSrc: [VIDEO_EMBED_ORIGIN, ...(chatWidgetUrl ? [new URL(chatWidgetUrl).origin] : [])],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // The password form is sent by fetch and Google sign-in is a navigation: no form leaves the site.
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The headers middleware; the inline script hashes come from the build found at start. */
export function securityHeaders({ clientDir, chatWidgetUrl }: { clientDir: string; chatWidgetUrl: string | null }) {
  const indexFile = join(resolve(clientDir), 'index.html');
  const scriptHashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  const apply = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy({ scriptHashes, chatWidgetUrl }),
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS belongs to whatever terminates TLS in front of this process: only it knows the site is on https.
    strictTransportSecurity: false,
  });
  const nothingMore = async () => {};
  return createMiddleware(async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) await apply(c, nothingMore);
  });
}
