/**
 * `npm run bench:api -- --changes --against <commit>`: what the change log costs a write, measured
 * against a build from before it. The same data set is copied into two PGlite folders; this build's
 * server runs on one, the given commit's (a git worktree of it, with this checkout's packages) on the
 * other; each write is made on both in turn (so a loaded machine weighs on both alike): records
 * created one at a time, then a full reorder there and back.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Running } from '../support/processes';
import { createRecord } from './changes';
import { ms } from './measure';
import type { WritePlan } from './writes';

export const LOG_COST_HEADER = ['server', 'record create, one at a time (median of 10)', 'full reorder, reversed', 'and back'];
const CREATES = 10;

/** A worktree of `commit` in `dir`, sharing this checkout's node_modules; the function returned removes it. */
export function worktreeOf(root: string, commit: string, dir: string): () => void {
  execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, commit], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
}

/** A copy of a closed PGlite folder. */
export const copyFolder = (from: string, to: string) => cpSync(from, to, { recursive: true });

type Side = { name: string; server: Running };
type Reorder = (server: Running, order: readonly string[]) => Promise<string>;

/** Each write on every side in turn: the record creates' medians, then the reorders. */
export async function logCostRows(
  sides: Side[],
  token: string,
  plan: WritePlan,
  order: readonly string[],
  reorder: Reorder,
): Promise<string[][]> {
  const times = sides.map((): number[] => []);
  for (const pair of plan.trickle.slice(0, CREATES)) {
    for (const [at, side] of sides.entries()) times[at]!.push(await createRecord(side.server, token, pair));
  }
  const reorders = sides.map((): string[] => []);
  for (const direction of [order, [...order].reverse()]) {
    for (const [at, side] of sides.entries()) reorders[at]!.push(await reorder(side.server, direction));
  }
  return sides.map((side, at) => {
    const sorted = [...times[at]!].sort((a, b) => a - b);
    return [side.name, ms(sorted[Math.floor(sorted.length / 2)]!), ...reorders[at]!];
  });
}
