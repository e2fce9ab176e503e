import net from 'node:net';
import { serverEnv } from '@/lib/server-env';

/**
 * A fixed-window counter per key (the client IP, an e-mail…) kept in this server process. Enough for one
 * Node server; behind several instances a shared store would be needed. At most `maxKeys` keys are kept:
 * expired windows go first, then the oldest.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 50_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>();

  function current(key: string, now: number) {
    const entry = hits.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  }

  function prune(now: number) {
    if (hits.size < maxKeys) return;
    for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
    for (const k of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(k);
    }
  }

  return {
    /** Counts one hit for `key`; false (and nothing counted) when the key is over the limit in the current window. */
    take(key: string, now = Date.now()): boolean {
      const entry = current(key, now);
      if (!entry) {
        hits.delete(key);
        prune(now);
        hits.set(key, { count: 1, resetAt: now + windowMs });
        return true;
      }
      if (entry.count >= limit) return false;
      entry.count += 1;
      return true;
    },
    /** Gives back one hit taken in the current window (an attempt that turned out not to count). */
    release(key: string, now = Date.now()): void {
      const entry = current(key, now);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    /** Forgets the key (e.g. an account whose password was just reset by its owner). */
    clear(key: string): void {
      hits.delete(key);
    },
    /** Milliseconds until the key may be used again (0 when it is not over the limit). */
    retryAfterMs(key: string, now = Date.now()): number {
      const entry = current(key, now);
      return entry && entry.count >= limit ? entry.resetAt - now : 0;
    },
  };
}

type RateLimiter = ReturnType<typeof createRateLimiter>;
const SHARED = Symbol.for('lar.rateLimiters');

/**
 * One limiter per name for the whole server process. A module's own state may exist once per route
 * bundle (Next can load a server module into several), which would hand out a budget per page; this one
 * lives on globalThis.
 */
export function sharedRateLimiter(name: string, options: Parameters<typeof createRateLimiter>[0]): RateLimiter {
  const store = ((globalThis as { [SHARED]?: Map<string, RateLimiter> })[SHARED] ??= new Map());
  let limiter = store.get(name);
  if (!limiter) {
    limiter = createRateLimiter(options);
    store.set(name, limiter);
  }
  return limiter;
}

/** `::ffff:1.2.3.4` → `1.2.3.4`, `[::1]` → `::1`, `1.2.3.4:5678` → `1.2.3.4`; anything that is not an IP → null. */
function normalizeIp(value: string | undefined | null): string | null {
  if (!value) return null;
  let v = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed) v = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(v)) v = v.slice(0, v.lastIndexOf(':'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(v)) v = v.slice(7);
  return net.isIP(v) ? v.toLowerCase() : null;
}

/**
 * The client IP, for rate limits and for passing on to Supabase Auth, or 'unknown'.
 *
 * Every proxy appends the address it received the request from to X-Forwarded-For, so only the right end
 * of the list was written by machines we run; everything further left is whatever the client sent. With
 * `trustedProxyHops` proxies (TRUSTED_PROXY_HOPS) in front of `next start`, the client is the entry that
 * many places from the right: the address the outermost proxy saw. With none (the default), it is the
 * right-most entry, which `next start` itself writes from the socket — but only when the request arrived
 * without the header: Next keeps a client's own X-Forwarded-For (base-server.js `??=`), so a site reached
 * directly, with no proxy, cannot tell a forged address from a real one. Production runs behind a proxy.
 */
export function clientIp(headers: Headers, trustedProxyHops: number = serverEnv().trustedProxyHops): string {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded !== null) {
    const hops = forwarded.split(',');
    const index = Math.max(0, hops.length - Math.max(1, trustedProxyHops));
    return normalizeIp(hops[index]) ?? 'unknown';
  }
  return normalizeIp(headers.get('x-real-ip')) ?? 'unknown';
}

/**
 * The key a client IP is limited under: IPv6 clients by their /64 (one home or device gets a whole /64 and
 * can pick any address in it), IPv4 by the address.
 */
export function rateLimitKey(ip: string): string {
  if (!net.isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
