/**
 * The caller's rate-limit key: its address, the socket's or behind trusted proxies the
 * `X-Forwarded-For` hop the nearest untrusted party wrote. Proxies append to the header and keep
 * whatever the client put before, so hops are counted from the right: the leftmost hops are the
 * client's to invent, and a request with fewer hops than the proxies configured did not come through
 * them all, so only its socket is believed. A key never varies with what one client can pick: a
 * port written with a hop (`198.51.100.7:4123`, `[2001:db8::1]:443`) is dropped, an IPv4-mapped
 * IPv6 address is its IPv4 address, and an IPv6 address is keyed by its /64, the block one line or
 * household is given (docs/decisions/010-server-edges.md).
 */
import { BlockList, isIP } from 'node:net';

/** Who may write X-Forwarded-For: nobody, the nearest N proxies, or proxies at these addresses. */
export type TrustProxy = { hops: number } | { proxies: BlockList } | null;

/** A rate-limit key never grows with what a client writes. */
const MAX_ADDRESS_LENGTH = 64;

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([^\]]*)\](?::\d{1,5})?$/;

/** The eight 16-bit groups of a valid IPv6 address (an IPv4 tail, `::ffff:192.0.2.1`, as its two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const last = text.lastIndexOf(':');
  if (text.includes('.', last)) {
    const [a = 0, b = 0, c = 0, d = 0] = text
      .slice(last + 1)
      .split('.')
      .map(Number);
    text = `${text.slice(0, last + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const isMapped = (groups: number[]) => groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;

/**
 * A hop as an address: without a port or an IPv6 zone, an IPv4-mapped IPv6 address as the IPv4
 * address it carries. What is no address at all is kept as it was written.
 */
function plain(hop: string): string {
  const text = hop.trim();
  const host = BRACKETED_IPV6.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text;
  const address = host.includes(':') ? host.replace(/%[^%]*$/, '') : host;
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return text;
  const groups = ipv6Groups(address);
  return isMapped(groups) ? [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.') : address;
}

/** The key of an address: an IPv6 address by its /64, however it was written (`2001:db8:1:2::/64`, `2001:db8::/64`). */
function keyOf(address: string): string {
  if (isIP(address) !== 6) return address.slice(0, MAX_ADDRESS_LENGTH);
  const prefix = ipv6Groups(address).slice(0, 4);
  // The interface half is zeros, the longest run: RFC 5952 writes it, with any zeros before it, as `::`.
  while (prefix.at(-1) === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/** TRUST_PROXY's value: `false`, `true` (one hop), a number of hops, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(text: string): TrustProxy | string {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === '0') return null;
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) return Number(value) <= 32 ? { hops: Number(value) } : 'must be at most 32 hops';
  const proxies = new BlockList();
  for (const part of value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [address = '', prefix, extra] = part.split('/');
    // Written as an address (no port, no brackets); an IPv4-mapped one is the IPv4 address it carries.
    const family = isIP(address) && isIP(plain(address));
    if (!family || extra !== undefined || (prefix !== undefined && !/^\d+$/.test(prefix))) {
      return `'${part}' is not an address or a CIDR range: use false, true, a number of hops or a list such as 10.0.0.0/8,192.0.2.7`;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(plain(address), type);
    else if (Number(prefix) <= (family === 4 ? 32 : 128)) proxies.addSubnet(plain(address), Number(prefix), type);
    else return `'${part}' has a prefix longer than the address`;
  }
  return proxies.rules.length > 0 ? { proxies } : 'must be false, true, a number of hops or a list of proxy addresses';
}

const trusted = (proxies: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** The client's rate-limit key from the socket's address and the header's hops, nearest first. */
export function pickAddress(trust: TrustProxy, socket: string, forwardedFor: string | undefined): string {
  const hops =
    trust && forwardedFor
      ? forwardedFor
          .split(',')
          .map((hop) => hop.trim())
          .filter(Boolean)
          .reverse()
      : [];
  const chain = [socket, ...hops].map(plain);
  let at = 0;
  // Fewer hops than proxies: the request did not come through them all, so what it carries may be
  // the client's own writing, and only the socket is believed.
  if (trust && 'hops' in trust) at = trust.hops < chain.length ? trust.hops : 0;
  else if (trust) while (at < chain.length - 1 && trusted(trust.proxies, chain[at]!)) at += 1;
  return keyOf(chain[at]!);
}
