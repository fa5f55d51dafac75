/**
 * The app's frame in each language (src/client/app/frame.tsx), rendered at build time with React's
 * server renderer through a Vite server of the client's own modules (no browser, no network).
 */
import { createServer, type ResolvedConfig } from 'vite';
import type { Frame } from '../client/app/frame.tsx';
import { lucideDrawings } from './vite-plugins.ts';

/** The frame in each language, and the list pages' headings by address, as app/frame.tsx renders them. */
export type Frames = Record<'en' | 'fr' | 'ar', Frame>;

export async function renderFrames(config: ResolvedConfig): Promise<Frames> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    define: config.define,
    plugins: [lucideDrawings()],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  try {
    const frame = (await server.ssrLoadModule('/app/frame.tsx')) as { renderFrames: () => Promise<Frames> };
    return await frame.renderFrames();
  } finally {
    await server.close();
  }
}
