/**
 * The caller's address, which rate limits are keyed on: the socket's, or behind trusted proxies the
 * `X-Forwarded-For` hop the nearest untrusted party wrote. Proxies append to the header and keep
 * whatever the client put before, so hops are counted from the right: the leftmost hops are the
 * client's to invent.
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/** Who may write X-Forwarded-For: nobody, the nearest N proxies, or proxies at these addresses. */
export type TrustProxy = { hops: number } | { proxies: BlockList } | null;

/** A rate-limit key never grows with what a client writes. */
const MAX_ADDRESS_LENGTH = 64;

/** `::ffff:192.0.2.1` is the IPv4 address it carries. */
const plain = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

/** TRUST_PROXY's value: `false`, `true` (one hop), a number of hops, or a comma-separated list of addresses and CIDR ranges. */
export function parseTrustProxy(text: string): TrustProxy | string {
  const value = text.trim().toLowerCase();
  if (value === 'false' || value === '0') return null;
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) return Number(value) <= 32 ? { hops: Number(value) } : 'must be at most 32 hops';
  const proxies = new BlockList();
  for (const part of value.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const [address = '', prefix, extra] = part.split('/');
    const family = isIP(plain(address));
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

/** The client's address from the socket's and the header's hops, nearest first. */
export function pickAddress(trust: TrustProxy, socket: string, forwardedFor: string | undefined): string {
  if (!trust || !forwardedFor) return plain(socket);
  const chain = [socket, ...forwardedFor.split(',').map((hop) => hop.trim()).filter(Boolean).reverse()].map(plain);
  let at = 0;
  if ('hops' in trust) at = Math.min(trust.hops, chain.length - 1);
  else while (at < chain.length - 1 && trusted(trust.proxies, chain[at]!)) at += 1;
  return chain[at]!.slice(0, MAX_ADDRESS_LENGTH);
}

export function clientAddress(c: Context<AppEnv>): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not a Node socket (a request made in-process): no address to go on.
  }
  return pickAddress(c.var.services.config.trustProxy, socket, c.req.header('x-forwarded-for'));
}
