import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import { linksOf, textOf } from './auth/mail.ts';
import type { Database } from './db.ts';

/**
 * The local stack's SMTP listener, as the Supabase CLI's Mailpit (54325): whatever the app sends over SMTP
 * (the e-mail outbox, docs/email.md) is filed in `_local.mailbox` and shows at /mailbox with the auth
 * e-mails. Loopback only, no TLS; AUTH is optional and any credentials are accepted (a development sink,
 * never a relay: nothing is forwarded).
 */
export interface SmtpListener {
  port: number;
  close(): Promise<void>;
}

const MAX_SIZE = 10 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '').filter(Boolean));
}

export async function startSmtpListener(db: Database, host: string, port: number, log: (m: string) => void): Promise<SmtpListener> {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_SIZE,
    banner: 'local-supabase mailbox',
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const html = typeof mail.html === 'string' ? mail.html : `<pre>${escapeHtml(mail.text ?? '')}</pre>`;
          const text = mail.text?.trim() || textOf(html);
          // The envelope's recipients (RCPT TO) are who receives it; the To header is only what they see.
          const rcpt = session.envelope.rcptTo.map((r) => r.address);
          const to = rcpt.length ? rcpt : addresses(mail.to);
          await db.transaction(async (tx) => {
            for (const address of to) {
              await tx.query(
                `insert into _local.mailbox ("to", subject, html, text, links) values ($1, $2, $3, $4, $5::jsonb)`,
                [address, mail.subject ?? '', html, text, JSON.stringify(linksOf(html))],
              );
            }
          });
          callback();
        })
        .catch((e: unknown) => {
          log(`smtp: could not file a message: ${e instanceof Error ? e.message : String(e)}`);
          callback(new Error('message not accepted'));
        });
    },
  });
  // SMTPServer re-emits its socket's errors (EADDRINUSE…) on itself: reject the start with them, then log.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('error', (e: Error) => log(`smtp: ${e.message}`));
      resolve();
    });
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function escapeHtml(s: string) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
