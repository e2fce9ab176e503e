import type { Config } from '../config.ts';
import type { ApiRequest } from '../http.ts';
import { tooManyRequests } from './errors.ts';

export type Bucket = 'signIn' | 'refresh' | 'signUp' | 'emailSent' | 'verify';

const FIVE_MIN = 5 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * Per-IP fixed-window limits, like GoTrue's limiter middleware. The IP is the request's client address as
 * the gateway resolved it (client-ip.ts: the socket peer, or the address a trusted proxy forwarded), never
 * a header anyone can set. Token refreshes get GoTrue's separate, larger allowance.
 */
export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly config: Config) {}

  private limitOf(bucket: Bucket): { limit: number; windowMs: number } {
    const r = this.config.rateLimits;
    switch (bucket) {
      case 'signIn':
        return { limit: r.signIn, windowMs: FIVE_MIN };
      case 'refresh':
        return { limit: Math.max(150, r.signIn * 5), windowMs: FIVE_MIN };
      case 'signUp':
        return { limit: r.signUp, windowMs: HOUR };
      case 'emailSent':
        return { limit: r.emailSent, windowMs: HOUR };
      case 'verify':
        return { limit: r.verify, windowMs: FIVE_MIN };
    }
  }

  check(bucket: Bucket, req: ApiRequest) {
    const { limit, windowMs } = this.limitOf(bucket);
    const key = `${bucket}|${req.ip}`;
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    if (w.count >= limit) {
      if (bucket === 'emailSent') throw tooManyRequests('over_email_send_rate_limit', 'email rate limit exceeded');
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
    }
    w.count += 1;
    if (this.windows.size > 10_000) {
      for (const [k, v] of this.windows) if (v.resetAt <= now) this.windows.delete(k);
    }
  }
}

const limiters = new WeakMap<Config, RateLimiter>();

export function limiterFor(config: Config): RateLimiter {
  let l = limiters.get(config);
  if (!l) {
    l = new RateLimiter(config);
    limiters.set(config, l);
  }
  return l;
}
