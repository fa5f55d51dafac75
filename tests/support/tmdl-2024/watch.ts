/**
 * The fixture's own copy of a model, and a handle on it that counts changes: the server answers
 * from indexes (players by id, records by level, totals) built once per change, since computing a
 * total at each of 20,000 profile requests over 200,000 records would make a benchmark measure the
 * fixture. So a change must be seen when it is made: the test changes the site through the handle
 * (`server.model`), whose arrays and documents are proxies that raise `version` on every write
 * (a field set, a push, a splice, a sort, an array replaced).
 *
 * Documents go in by copy (at the start and when pushed or assigned), so an object the test still
 * holds is not the server's: changing it changes nothing, always, rather than sometimes. Avatars'
 * bytes are shared, not copied: nothing is derived from them and they are read at each request.
 */
import type { Tmdl2024Model } from './model';

type Document = Record<string, unknown>;
const COLLECTIONS = ['regions', 'players', 'classicLevels', 'platformerLevels', 'classicRecords', 'platformerRecords'] as const;

export type WatchedModel = {
  /** The server's copy, read by the server only. */
  store: Tmdl2024Model;
  /** What the test changes: the same data, every write counted. */
  handle: Tmdl2024Model;
  /** Raised by every write through the handle. */
  version: () => number;
};

export function watchModel(model: Tmdl2024Model): WatchedModel {
  let version = 0;
  const changed = () => {
    version += 1;
  };
  const targets = new WeakMap<object, object>();
  const proxies = new WeakMap<object, object>();

  /** What the store keeps of a value written in: a known proxy's target, another document's copy. */
  const admit = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    return targets.get(value) ?? { ...(value as Document) };
  };
  const remember = <T extends object>(target: T, proxy: T): T => {
    targets.set(proxy, target);
    proxies.set(target, proxy);
    return proxy;
  };
  const document = (target: Document): Document =>
    (proxies.get(target) as Document | undefined) ??
    remember(
      target,
      new Proxy(target, {
        set: (object, key, value) => {
          changed();
          return Reflect.set(object, key, value);
        },
        deleteProperty: (object, key) => {
          changed();
          return Reflect.deleteProperty(object, key);
        },
        defineProperty: (object, key, descriptor) => {
          changed();
          return Reflect.defineProperty(object, key, descriptor);
        },
      }),
    );
  const collection = (target: Document[]): Document[] =>
    (proxies.get(target) as Document[] | undefined) ??
    remember(
      target,
      new Proxy(target, {
        get: (array, key, receiver) => {
          const value = Reflect.get(array, key, receiver);
          return typeof key === 'string' && /^\d+$/.test(key) && value !== null && typeof value === 'object'
            ? document(value as Document)
            : value;
        },
        set: (array, key, value) => {
          changed();
          return Reflect.set(array, key, key === 'length' ? value : admit(value));
        },
        deleteProperty: (array, key) => {
          changed();
          return Reflect.deleteProperty(array, key);
        },
      }),
    );

  const store = Object.fromEntries(COLLECTIONS.map((name) => [name, model[name].map((each) => admit(each))])) as unknown as Tmdl2024Model;
  const handle = new Proxy(store, {
    get: (object, key) => {
      const value = Reflect.get(object, key);
      return Array.isArray(value) ? collection(value as Document[]) : value;
    },
    set: (object, key, value) => {
      changed();
      return Reflect.set(object, key, Array.isArray(value) ? value.map(admit) : value);
    },
  });
  return { store, handle, version: () => version };
}
