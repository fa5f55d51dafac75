import { describe, expect, it } from 'vitest';
import { parseTrustProxy, pickAddress, type TrustProxy } from './client-address';

const trust = (text: string): TrustProxy => {
  const parsed = parseTrustProxy(text);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};

describe('pickAddress', () => {
  it('takes the socket address when no proxy is trusted', () => {
    expect(pickAddress(trust('false'), '::ffff:192.0.2.1', '203.0.113.9')).toBe('192.0.2.1');
  });

  it('counts trusted hops from the right, the socket first', () => {
    expect(pickAddress(trust('true'), '10.0.0.2', 'made-up, 203.0.113.9')).toBe('203.0.113.9');
    expect(pickAddress(trust('2'), '10.0.0.2', 'made-up, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    // A request that came past fewer proxies than configured: the furthest hop there is.
    expect(pickAddress(trust('3'), '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(pickAddress(trust('1'), '10.0.0.2', undefined)).toBe('10.0.0.2');
    expect(pickAddress(trust('1'), '10.0.0.2', ' , ')).toBe('10.0.0.2');
  });

  it('skips hops from the right while they are listed proxies', () => {
    const proxies = trust('10.0.0.0/8, 2001:db8::/32');
    expect(pickAddress(proxies, '10.0.0.2', '198.51.100.1, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
    expect(pickAddress(proxies, '::ffff:10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(pickAddress(proxies, '2001:db8::5', '2001:db8::6, 2001:db9::1')).toBe('2001:db9::1');
    // A socket that is no listed proxy wrote nothing to be believed.
    expect(pickAddress(proxies, '192.0.2.50', '203.0.113.9')).toBe('192.0.2.50');
    // Every hop a proxy: the leftmost is as far as anyone can tell.
    expect(pickAddress(proxies, '10.0.0.2', '10.0.0.3')).toBe('10.0.0.3');
  });

  it('never keys on more than 64 characters of what a client wrote', () => {
    expect(pickAddress(trust('2'), '10.0.0.2', `${'x'.repeat(500)}`)).toHaveLength(64);
  });
});

describe('parseTrustProxy', () => {
  it('reads false, true, a number of hops and lists', () => {
    expect(parseTrustProxy('false')).toBeNull();
    expect(parseTrustProxy('0')).toBeNull();
    expect(parseTrustProxy('TRUE')).toEqual({ hops: 1 });
    expect(parseTrustProxy('3')).toEqual({ hops: 3 });
    expect(parseTrustProxy('192.0.2.7')).toHaveProperty('proxies');
  });

  it('explains what it cannot read', () => {
    for (const text of ['yes', '33', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'proxy.internal', ',']) {
      expect(typeof parseTrustProxy(text), text).toBe('string');
    }
  });
});
