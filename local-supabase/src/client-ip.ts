import net from 'node:net';

/**
 * The client address a request is counted against (auth rate limits, `auth.sessions.ip`).
 *
 * A forwarded header is only a claim made by whoever sent the request, so it is believed only when the
 * socket peer is a trusted proxy (LOCAL_SUPABASE_TRUSTED_PROXIES; by default loopback, so that the local
 * Next server, which signs people in from the server, can pass on the address of the person it serves):
 *
 * - from an untrusted peer, the peer's own address, whatever the headers say;
 * - from a trusted peer, `Sb-Forwarded-For` when it holds one valid IP (the header GoTrue reads when
 *   GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED is on, meant for server-side apps), else the right-most hop
 *   of `X-Forwarded-For` that is not itself a trusted proxy (each proxy appends the peer it saw, so
 *   everything left of the last untrusted hop was written by the client and is never believed).
 */
export interface ClientIpResolver {
  (peer: string | undefined, headers: Record<string, string | undefined>): string;
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; anything that is not an IP → null. */
function normalize(value: string | undefined): string | null {
  if (!value) return null;
  let v = value.trim();
  if (v.startsWith('[') && v.endsWith(']')) v = v.slice(1, -1);
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(v)) v = v.slice(7);
  return net.isIP(v) ? v.toLowerCase() : null;
}

/**
 * Parses the trusted-proxy list: comma-separated IPs and CIDRs, plus `loopback` (127.0.0.0/8, ::1),
 * `private` (10/8, 172.16/12, 192.168/16, fc00::/7) and `none`. Throws on anything else, naming it.
 */
export function trustedProxyList(spec: string): net.BlockList {
  const list = new net.BlockList();
  for (const raw of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const item = raw.toLowerCase();
    if (item === 'none') continue;
    if (item === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    if (item === 'private') {
      list.addSubnet('10.0.0.0', 8, 'ipv4');
      list.addSubnet('172.16.0.0', 12, 'ipv4');
      list.addSubnet('192.168.0.0', 16, 'ipv4');
      list.addSubnet('fc00::', 7, 'ipv6');
      continue;
    }
    const [address, bits, extra] = item.split('/');
    const ip = normalize(address);
    const family = ip && net.isIPv4(ip) ? 'ipv4' : 'ipv6';
    const prefix = bits === undefined ? null : Number(bits);
    if (!ip || extra !== undefined || (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 'ipv4' ? 32 : 128)))) {
      throw new Error(`LOCAL_SUPABASE_TRUSTED_PROXIES: "${raw}" is not an IP address, a CIDR, loopback, private or none`);
    }
    if (prefix === null) list.addAddress(ip, family);
    else list.addSubnet(ip, prefix, family);
  }
  return list;
}

export function clientIpResolver(trusted: net.BlockList): ClientIpResolver {
  const isTrusted = (ip: string) => trusted.check(ip, net.isIPv4(ip) ? 'ipv4' : 'ipv6');
  return (peerAddress, headers) => {
    const peer = normalize(peerAddress) ?? '0.0.0.0';
    if (!isTrusted(peer)) return peer;

    const sbff = headers['sb-forwarded-for'];
    if (sbff !== undefined) {
      const first = normalize(sbff.split(',')[0]);
      if (first) return first;
    }

    const xff = headers['x-forwarded-for'];
    if (xff === undefined) return peer;
    const hops = xff.split(',');
    let client = peer;
    for (let i = hops.length - 1; i >= 0; i -= 1) {
      const hop = normalize(hops[i]);
      // A hop that is not an address ends the chain: the trusted proxy before it is the client we know.
      if (!hop) break;
      client = hop;
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}
