/**
 * Which sessions may set a new password without the current one (resetPasswordAction): only one an e-mail
 * link signed in, recently, by the verified token's `amr` claim.
 */
import { isRecentEmailLinkSession, RECOVERY_SESSION_MAX_AGE_S } from '@/lib/validations/auth';

const NOW = 1_800_000_000;

describe('isRecentEmailLinkSession', () => {
  it('accepts a session an e-mail link made a moment ago (token-hash links: otp; PKCE: the link type)', () => {
    for (const method of ['otp', 'recovery', 'magiclink', 'invite']) {
      expect(isRecentEmailLinkSession([{ method, timestamp: NOW - 30 }], NOW)).toBe(true);
    }
  });

  it('refuses password, OAuth and other sessions, however recent', () => {
    for (const method of ['password', 'oauth', 'email/signup', 'email_change', 'anonymous', 'token_refresh', 'totp', 'sso/saml']) {
      expect(isRecentEmailLinkSession([{ method, timestamp: NOW }], NOW)).toBe(false);
    }
  });

  it('refuses a link session once it is older than the window', () => {
    expect(isRecentEmailLinkSession([{ method: 'otp', timestamp: NOW - RECOVERY_SESSION_MAX_AGE_S }], NOW)).toBe(true);
    expect(isRecentEmailLinkSession([{ method: 'otp', timestamp: NOW - RECOVERY_SESSION_MAX_AGE_S - 1 }], NOW)).toBe(false);
    expect(isRecentEmailLinkSession([{ method: 'recovery', timestamp: NOW - 86_400 }], NOW)).toBe(false);
  });

  it('refuses timestamps from the future beyond a minute of clock skew', () => {
    expect(isRecentEmailLinkSession([{ method: 'otp', timestamp: NOW + 60 }], NOW)).toBe(true);
    expect(isRecentEmailLinkSession([{ method: 'otp', timestamp: NOW + 3600 }], NOW)).toBe(false);
  });

  it('refuses what carries no time or no shape: RFC 8176 strings, missing or malformed claims', () => {
    for (const amr of [['otp'], ['recovery'], undefined, null, 'otp', {}, [null], [{}], [{ method: 'otp' }], [{ method: 'otp', timestamp: String(NOW) }], [{ method: 'otp', timestamp: Number.NaN }]]) {
      expect(isRecentEmailLinkSession(amr, NOW)).toBe(false);
    }
  });

  it('looks at every entry of the claim', () => {
    expect(isRecentEmailLinkSession([{ method: 'password', timestamp: NOW - 10 }, { method: 'otp', timestamp: NOW - 20 }], NOW)).toBe(true);
  });
});
