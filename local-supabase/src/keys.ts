import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * JWT signing and verification. User access tokens are ES256 with a `kid` published in the JWKS
 * (so `getClaims()` verifies locally, as with Supabase's asymmetric keys); the legacy HS256 anon and
 * service-role keys, signed with the JWT secret, are accepted too.
 */
export interface Keys {
  kid: string;
  privateKey: crypto.KeyObject;
  publicJwk: crypto.JsonWebKey & { kid: string; alg: string; use: string; key_ops: string[] };
  secret: Buffer;
}

export type JwtClaims = Record<string, unknown> & {
  sub?: string;
  role?: string;
  exp?: number;
  iat?: number;
  nbf?: number;
};

export type VerifyResult =
  | { ok: true; claims: JwtClaims; alg: string }
  | { ok: false; reason: 'empty' | 'malformed' | 'signature' | 'expired' | 'no_exp' | 'no_key'; message: string };

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

export function loadKeys(dataDir: string | null, jwtSecret: string): Keys {
  let privateKey: crypto.KeyObject;
  const file = dataDir ? path.join(dataDir, 'signing-key.json') : null;
  if (file && fs.existsSync(file)) {
    const jwk = JSON.parse(fs.readFileSync(file, 'utf8'));
    privateKey = crypto.createPrivateKey({ key: jwk, format: 'jwk' });
  } else {
    privateKey = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(privateKey.export({ format: 'jwk' })), { mode: 0o600 });
    }
  }
  const pub = crypto.createPublicKey(privateKey).export({ format: 'jwk' });
  const kid = crypto.createHash('sha256').update(`${pub.x}.${pub.y}`).digest('hex').slice(0, 16);
  return {
    kid,
    privateKey,
    publicJwk: { ...pub, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
    secret: Buffer.from(jwtSecret),
  };
}

export function signJwt(keys: Keys, claims: JwtClaims): string {
  const header = b64url(JSON.stringify({ alg: 'ES256', kid: keys.kid, typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const signature = crypto.sign('sha256', Buffer.from(`${header}.${payload}`), {
    key: keys.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${payload}.${b64url(signature)}`;
}

export function signHs256(secret: Buffer, claims: JwtClaims): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const sig = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${b64url(sig)}`;
}

/**
 * Verifies a JWT signed by this server (ES256 with our kid, or HS256 with the secret). Leeway 30 s. A token
 * must say when it ends: one without a numeric `exp` is refused, whoever signed it, so that no key, link or
 * session this server accepts lives for ever.
 */
export function verifyJwt(keys: Keys, token: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifyResult {
  if (!token) return { ok: false, reason: 'empty', message: 'Empty JWT is sent in Authorization header' };
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ok: false, reason: 'malformed', message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  let header: { alg?: string; kid?: string };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new Error('claims');
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
  }
  const data = Buffer.from(`${parts[0]}.${parts[1]}`);
  const sig = Buffer.from(parts[2], 'base64url');
  let valid = false;
  if (header.alg === 'HS256') {
    const expected = crypto.createHmac('sha256', keys.secret).update(data).digest();
    valid = expected.length === sig.length && crypto.timingSafeEqual(expected, sig);
  } else if (header.alg === 'ES256') {
    if (header.kid !== undefined && header.kid !== keys.kid) {
      return { ok: false, reason: 'no_key', message: 'No suitable key or wrong key type' };
    }
    try {
      valid = crypto.verify('sha256', data, { key: keys.privateKey, dsaEncoding: 'ieee-p1363' }, sig);
    } catch {
      valid = false;
    }
  } else {
    return { ok: false, reason: 'no_key', message: 'No suitable key or wrong key type' };
  }
  if (!valid) return { ok: false, reason: 'signature', message: 'JWT cryptographic operation failed' };
  const leeway = 30;
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) {
    return { ok: false, reason: 'no_exp', message: 'JWT has no exp claim' };
  }
  if (claims.exp < nowSeconds - leeway) {
    return { ok: false, reason: 'expired', message: 'JWT expired' };
  }
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds + leeway) {
    return { ok: false, reason: 'malformed', message: 'JWT not yet valid' };
  }
  return { ok: true, claims, alg: header.alg };
}

export function jwks(keys: Keys) {
  return { keys: [keys.publicJwk] };
}
