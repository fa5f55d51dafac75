/**
 * Demo players for tests that change them: each test claims its own, so workers running side by side
 * never share one. A claim is an exclusively created file in one folder per run (the port and the
 * runner process), taken before the player is even looked at.
 */
import { closeSync, mkdirSync, openSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from './constants';

const CLAIMS = join(tmpdir(), `moroccan-e2e-claims-${process.env.E2E_PORT}-${process.ppid}`);
const DEMO_NAMES = new Set(Object.values(DEMO).map((account) => account.username.toLowerCase()));

type PublicPlayer = { id: number; username: string; isActive: boolean; isStaff: boolean };

/** The first of `candidates` (in their order) that is no demo account, not staff, fits `wanted`, and no other test holds. */
export async function claimPlayer<P extends PublicPlayer>(
  request: APIRequestContext,
  candidates: { id: number; username: string }[],
  wanted: (player: P) => boolean,
): Promise<P> {
  mkdirSync(CLAIMS, { recursive: true });
  for (const candidate of candidates) {
    if (DEMO_NAMES.has(candidate.username.toLowerCase())) continue;
    const claim = join(CLAIMS, String(candidate.id));
    try {
      closeSync(openSync(claim, 'wx'));
    } catch {
      continue;
    }
    const response = await request.get(`/api/public/players/username/${encodeURIComponent(candidate.username)}`);
    const player = response.ok() ? ((await response.json()) as P) : null;
    if (player && !player.isStaff && wanted(player)) return player;
    unlinkSync(claim);
  }
  throw new Error('no unclaimed demo player fits this test');
}
