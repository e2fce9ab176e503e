import { clientIp, createRateLimiter } from '@/lib/marketing/rate-limit';
import { contactSchema } from '@/lib/validations/contact';

const good = { name: 'Ana', phone: '', email: 'ana@example.com', subject: 'sugestao', message: 'Olá', urgent: false };

describe('contact form schema', () => {
  it('accepts a complete message and trims it', () => {
    const r = contactSchema.safeParse({ ...good, name: '  Ana  ' });
    expect(r.success && r.data.name).toBe('Ana');
  });

  it('names the missing required fields with message keys', () => {
    const r = contactSchema.safeParse({ name: ' ', phone: '', email: '', subject: '', message: '', urgent: false });
    expect(r.success).toBe(false);
    const fields = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(fields).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
  });

  it('refuses a malformed e-mail, an unknown subject and an over-long message', () => {
    const issues = (v: object) => contactSchema.safeParse({ ...good, ...v }).error?.issues.map((i) => i.message);
    expect(issues({ email: 'ana@example' })).toEqual(['emailInvalid']);
    expect(issues({ subject: 'spam' })).toEqual(['subjectRequired']);
    expect(issues({ message: 'x'.repeat(5001) })).toEqual(['messageTooLong']);
  });
});

describe('rate limiter', () => {
  it('allows `limit` hits per window and key, then refuses until the window ends', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 10)).toBe(true);
    expect(limiter.take('a', 20)).toBe(false);
    expect(limiter.take('b', 20)).toBe(true);
    expect(limiter.take('a', 1000)).toBe(true);
  });

  // It used to take the first (left-most) forwarded address, which is whatever the client wrote; the client
  // IP is counted from the right now (more in client-ip.test.ts).
  it('takes the forwarded address the trusted proxies wrote, counting from the right', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }), 0)).toBe('10.0.0.1');
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }), 2)).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }), 0)).toBe('198.51.100.2');
    expect(clientIp(new Headers(), 0)).toBe('unknown');
  });
});
