/** What every request handler can reach: the services, the signed-in player read from the database, and the request's Idempotency-Key. */
import type { SignedInPlayer } from '../auth/signed-in';
import type { Services } from '../services';

export type { SignedInPlayer };

/** A signed-in write's Idempotency-Key with what it was sent to (http/idempotency.ts answers it once). */
export type IdempotentRequest = { playerId: number; key: string; method: string; path: string };

export type AppEnv = {
  Variables: {
    services: Services;
    /** Set when a valid token names an existing player; null otherwise. */
    player: SignedInPlayer | null;
    /** Set on a signed-in write that carries an Idempotency-Key not answered yet. */
    idempotency: IdempotentRequest | null;
  };
};
