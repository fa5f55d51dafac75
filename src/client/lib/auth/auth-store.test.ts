import 'fake-indexeddb/auto';
import { del, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from './token';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (playerId: number, exp: number) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: String(playerId), authorities: ['ROLE_USER'], iat: 1, exp })}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A fresh store, as a new page load has it. */
async function freshStore() {
  vi.resetModules();
  return import('./auth-store');
}

describe('auth store at start-up', () => {
  beforeEach(async () => {
    localStorage.clear();
    await del(TOKEN_KEY);
  });

  it('signs in at once from localStorage', async () => {
    localStorage.setItem(TOKEN_KEY, token(7, inAnHour()));
    const auth = await freshStore();
    auth.initAuth();
    expect(auth.getAuth()).toMatchObject({ loading: false, user: { playerId: 7 } });
  });

  it('stays loading while it reads the IndexedDB copy when localStorage lost the token, then signs in and puts it back', async () => {
    const saved = token(8, inAnHour());
    await set(TOKEN_KEY, saved);
    const auth = await freshStore();
    auth.initAuth();
    expect(auth.getAuth()).toEqual({ loading: true, user: null });
    await auth.authSettled();
    expect(auth.getAuth()).toMatchObject({ loading: false, user: { playerId: 8 } });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(saved);
  });

  it('is signed out, and drops the copy, when the saved token has expired', async () => {
    await set(TOKEN_KEY, token(9, 100));
    const auth = await freshStore();
    auth.initAuth();
    await auth.authSettled();
    expect(auth.getAuth()).toEqual({ loading: false, user: null });
    await vi.waitFor(async () => expect(await get(TOKEN_KEY)).toBeUndefined());
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is signed out with nothing saved anywhere', async () => {
    const auth = await freshStore();
    auth.initAuth();
    await auth.authSettled();
    expect(auth.getAuth()).toEqual({ loading: false, user: null });
  });

  it('lets a sign-out made while the copy is read have the last word', async () => {
    await set(TOKEN_KEY, token(10, inAnHour()));
    const auth = await freshStore();
    auth.initAuth();
    auth.signOut();
    await auth.authSettled();
    expect(auth.getAuth()).toEqual({ loading: false, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
