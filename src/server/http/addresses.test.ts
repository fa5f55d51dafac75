import { describe, expect, it } from 'vitest';
import { parseTrustProxy, pickAddress, type TrustProxy } from './addresses';

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
    expect(pickAddress(trust('1'), '10.0.0.2', undefined)).toBe('10.0.0.2');
    expect(pickAddress(trust('1'), '10.0.0.2', ' , ')).toBe('10.0.0.2');
  });

  it('believes only the socket when fewer hops came than proxies are configured', () => {
    // Two proxies, one hop: the request skipped a proxy, and the one hop may be the client's own.
    expect(pickAddress(trust('2'), '198.51.100.30', '203.0.113.9')).toBe('198.51.100.30');
    expect(pickAddress(trust('3'), '10.0.0.2', '203.0.113.9, 10.0.0.1')).toBe('10.0.0.2');
    expect(pickAddress(trust('2'), '10.0.0.2', '203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
  });

  it('drops the port a hop is written with', () => {
    expect(pickAddress(trust('1'), '10.0.0.2', '198.51.100.7:4123')).toBe('198.51.100.7');
    expect(pickAddress(trust('1'), '10.0.0.2', '198.51.100.7:80')).toBe('198.51.100.7');
    expect(pickAddress(trust('1'), '10.0.0.2', '[2001:db8:1:2::5]:443')).toBe('2001:db8:1:2::/64');
    expect(pickAddress(trust('1'), '10.0.0.2', '[2001:db8:1:2::5]')).toBe('2001:db8:1:2::/64');
    expect(pickAddress(trust('1'), '10.0.0.2', '[::ffff:198.51.100.7]:4123')).toBe('198.51.100.7');
    // A listed proxy is recognised with its port too.
    expect(pickAddress(trust('10.0.0.0/8'), '10.0.0.2', '203.0.113.9:1, 10.0.0.1:5000')).toBe('203.0.113.9');
  });

  it('keys an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const written of [
      '2001:db8:1:2::5',
      '2001:0db8:0001:0002:ffff::',
      '2001:DB8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:db8:1:2::',
      'fe80::1%eth0',
    ]) {
      expect(pickAddress(trust('1'), '10.0.0.2', written), written).toBe(written.startsWith('fe80') ? 'fe80::/64' : key);
    }
    expect(pickAddress(null, '2001:db8:1:2::77', undefined)).toBe(key);
    expect(pickAddress(trust('1'), '10.0.0.2', '2001:db8:1:3::5')).toBe('2001:db8:1:3::/64');
    expect(pickAddress(trust('1'), '10.0.0.2', '2001:0:0:1::9')).toBe('2001:0:0:1::/64');
    expect(pickAddress(trust('1'), '10.0.0.2', '::1')).toBe('::/64');
  });

  it('takes an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(pickAddress(null, '::ffff:198.51.100.7', undefined)).toBe('198.51.100.7');
    expect(pickAddress(trust('1'), '10.0.0.2', '::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(pickAddress(trust('1'), '10.0.0.2', '::FFFF:C633:6407')).toBe('198.51.100.7');
    expect(pickAddress(trust('1'), '10.0.0.2', '0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('skips hops from the right while they are listed proxies', () => {
    const proxies = trust('10.0.0.0/8, 2001:db8::/32');
    expect(pickAddress(proxies, '10.0.0.2', '198.51.100.1, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
    expect(pickAddress(proxies, '::ffff:10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(pickAddress(proxies, '2001:db8::5', '2001:db8::6, 2001:db9::1')).toBe('2001:db9::/64');
    // A socket that is no listed proxy wrote nothing to be believed.
    expect(pickAddress(proxies, '192.0.2.50', '203.0.113.9')).toBe('192.0.2.50');
    // Every hop a proxy: the leftmost is as far as anyone can tell.
    expect(pickAddress(proxies, '10.0.0.2', '10.0.0.3')).toBe('10.0.0.3');
  });

  it('never keys on more than 64 characters of what a client wrote', () => {
    expect(pickAddress(trust('2'), '10.0.0.2', `${'x'.repeat(500)}, 10.0.0.1`)).toHaveLength(64);
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
    for (const text of ['yes', '33', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'proxy.internal', ',', '10.0.0.1:80', '[::1]']) {
      expect(typeof parseTrustProxy(text), text).toBe('string');
    }
  });
});
