/**
 * clientIp: the address the rate limits key on and that sign-in passes on to Supabase Auth. Only the right
 * end of X-Forwarded-For is written by machines we run (`next start` writes the socket address when the
 * request has no such header; each trusted proxy appends the address it saw), so a forged left-most entry
 * never changes the result.
 */
import fc from 'fast-check';
import { clientIp, createRateLimiter, rateLimitKey } from '@/lib/marketing/rate-limit';

const xff = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientIp', () => {
  it('with no proxy, is the address next start wrote', () => {
    expect(clientIp(xff('198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientIp(xff('::ffff:198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientIp(xff('::1'), 0)).toBe('::1');
  });

  it('behind one proxy that appends, is the address it appended, whatever the client wrote before it', () => {
    expect(clientIp(xff('6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIp(xff('6.6.6.6,7.7.7.7 ,  198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIp(xff('not-an-ip, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('behind two proxies (CDN, then a load balancer), is the address the CDN saw', () => {
    expect(clientIp(xff('6.6.6.6, 198.51.100.7, 10.0.0.3'), 2)).toBe('198.51.100.7');
    // Fewer entries than proxies (a request that skipped one): the furthest address there is.
    expect(clientIp(xff('198.51.100.7'), 2)).toBe('198.51.100.7');
  });

  it('reads the settings format of proxies: ports, brackets, case, several header lines', () => {
    expect(clientIp(xff('198.51.100.7:51234'), 0)).toBe('198.51.100.7');
    expect(clientIp(xff('[2001:DB8::1]:443'), 0)).toBe('2001:db8::1');
    const h = new Headers();
    h.append('x-forwarded-for', '6.6.6.6');
    h.append('x-forwarded-for', '198.51.100.7');
    expect(clientIp(h, 1)).toBe('198.51.100.7');
  });

  it('gives "unknown" for a chosen entry that is not an address, and without any header', () => {
    expect(clientIp(xff('198.51.100.7, garbage'), 1)).toBe('unknown');
    expect(clientIp(xff(''), 0)).toBe('unknown');
    expect(clientIp(new Headers(), 0)).toBe('unknown');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }), 0)).toBe('198.51.100.2');
  });

  it('property: anything a client prepends leaves the result unchanged', () => {
    const entry = fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 }).filter((s) => !s.includes(',')));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.ipV4(), fc.integer({ min: 1, max: 3 }), (forged, real, hops) => {
        // The proxies' own entries after the client's address (hops - 1 of them).
        const proxies = Array.from({ length: hops - 1 }, (_, i) => `10.0.0.${i + 1}`);
        const header = [...forged, real, ...proxies].join(', ');
        expect(clientIp(xff(header), hops)).toBe(real);
      }),
    );
  });
});

describe('rateLimitKey', () => {
  it('keys IPv6 clients by their /64 and IPv4 clients by the address', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});

describe('createRateLimiter', () => {
  it('gives back a hit, forgets a key and tells how long until it may be used again', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 10)).toBe(true);
    expect(limiter.retryAfterMs('a', 100)).toBe(900);
    expect(limiter.take('a', 100)).toBe(false);
    limiter.release('a', 200);
    expect(limiter.retryAfterMs('a', 200)).toBe(0);
    expect(limiter.take('a', 200)).toBe(true);
    expect(limiter.take('a', 200)).toBe(false);
    limiter.clear('a');
    expect(limiter.take('a', 300)).toBe(true);
  });

  it('keeps at most maxKeys keys, dropping expired windows first', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 3 });
    limiter.take('old', 0);
    limiter.take('b', 900);
    limiter.take('c', 900);
    limiter.take('d', 1500); // 'old' has expired and goes
    expect(limiter.take('b', 1500)).toBe(false);
    expect(limiter.take('c', 1500)).toBe(false);
    expect(limiter.take('d', 1500)).toBe(false);
  });
});
