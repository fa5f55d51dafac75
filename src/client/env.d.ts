/// <reference types="vite/client" />

/** A hash of the data shapes and query keys, set at build (src/build/vite-plugins.ts); the persisted cache's buster. */
declare const __CACHE_BUSTER__: string;

/** lucide icons' drawings, by name, read at build time (src/build/vite-plugins.ts, `lucideDrawings`). */
declare module 'virtual:lucide-drawings/*' {
  const drawings: Record<string, readonly (readonly [string, Record<string, string>])[]>;
  export default drawings;
}
