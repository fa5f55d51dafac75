/** The schema's migrations by name, in order, from drizzle-kit's journal: a backup names the last one it was taken at. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../db/empty-cluster';

let tags: string[] | undefined;

export function migrationTags(): string[] {
  tags ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  ).entries.map((entry) => entry.tag);
  return tags;
}

export const lastMigration = (): string => migrationTags().at(-1)!;
