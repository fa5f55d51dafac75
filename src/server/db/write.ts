/**
 * Every write runs here: one transaction for the change and the recomputations it causes, then the
 * read models are dropped so the next read sees the new data.
 */
import type { Services } from '../http/context';
import type { Tx } from './database';

export async function write<T>(services: Pick<Services, 'db' | 'cache'>, change: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await services.db.transaction(change);
  services.cache.invalidate();
  return result;
}
