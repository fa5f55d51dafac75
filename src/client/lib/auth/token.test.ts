import { describe, expect, it } from 'vitest';
import { decodeToken, isExpired } from './token';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

describe('login token', () => {
  it('reads the player and the role without verifying', () => {
    const user = decodeToken(token({ sub: '7', authorities: ['ROLE_USER', 'ROLE_STAFF'], iat: 1, exp: 2 }));
    expect(user).toMatchObject({ playerId: 7, role: 'STAFF', exp: 2 });
    expect(decodeToken(token({ sub: '8', authorities: ['ROLE_USER'], iat: 1, exp: 2 }))?.role).toBe('USER');
  });

  it('gives null for anything that is not a token', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken(token({ sub: 7 }))).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
  });

  it('is expired when exp × 1000 is before now', () => {
    expect(isExpired({ exp: 100 }, 100_001)).toBe(true);
    expect(isExpired({ exp: 100 }, 100_000)).toBe(false);
  });
});
