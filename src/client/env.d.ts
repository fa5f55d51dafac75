/// <reference types="vite/client" />

/** A hash of the data shapes and query keys, set at build (src/build/vite-plugins.ts); the persisted cache's buster. */
declare const __CACHE_BUSTER__: string;
