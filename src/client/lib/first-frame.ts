/**
 * index.html's frame (src/build/first-screen.ts draws it beside #root before any code has come) stays
 * until the first render that draws the page commits, and goes in the same commit, before the
 * browser paints: the page never shows blank while the router's first match is pending, nor twice.
 */
import { useInsertionEffect } from 'react';

/** The element index.html's script puts the frame in, just before #root. */
export const FRAME_ID = 'app-frame';

/**
 * Takes the frame away as the component calling it (the layout, or the error screen in its place)
 * enters the page. An insertion effect, because those run before every layout effect of the commit:
 * what measures itself as it mounts (the leaderboard's virtual rows, their offset from the top of the
 * page) must not find the frame still above it.
 */
export function useFrameGone(): void {
  useInsertionEffect(() => document.getElementById(FRAME_ID)?.remove(), []);
}
