import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import { jobsEnv } from '@/lib/server-env';
import { createAdminClient } from '@/lib/supabase/admin';
import { renderEmailHtml, renderEmailText } from './layout';
import { localeOfLanguage, renderTemplate } from './templates';

/**
 * Sends what is due in the e-mail outbox (private.email_outbox, docs/email.md): claims a batch with the
 * service role, renders each row's template in the recipient's language, sends it over SMTP to LAR_SMTP_URL
 * and records the outcome (sent, or retried later). Without LAR_SMTP_URL nothing is claimed: the rows wait.
 * Never logs a row's data (it holds one-time links).
 */
export interface DeliveryReport {
  sent: number;
  failed: number;
  skipped: boolean;
}

export async function deliverOutbox({ limit = 50 }: { limit?: number } = {}): Promise<DeliveryReport> {
  const { smtpUrl, emailFrom } = jobsEnv();
  if (!smtpUrl) return { sent: 0, failed: 0, skipped: true };
  const supabase = createAdminClient();
  const transport = nodemailer.createTransport(smtpUrl);
  let sent = 0;
  let failed = 0;
  try {
    const { data: rows, error } = await supabase.rpc('email_outbox_claim', { p_limit: limit });
    if (error) throw new Error(`email_outbox_claim: ${error.message}`);
    for (const row of rows ?? []) {
      let problem: string | null = null;
      try {
        if (!row.email) throw new Error('the recipient has no e-mail address');
        const content = renderTemplate(row.template, {
          data: row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? (row.data as Record<string, unknown>) : {},
          name: row.name?.trim() || null,
          locale: localeOfLanguage(row.language),
          siteUrl: env.siteUrl,
        });
        await transport.sendMail({
          from: emailFrom,
          to: row.email,
          subject: content.subject,
          html: renderEmailHtml(content),
          text: renderEmailText(content),
          ...(content.headers ? { headers: content.headers } : {}),
        });
      } catch (e) {
        problem = e instanceof Error ? e.message : String(e);
      }
      const done = await supabase.rpc('email_outbox_done', { p_id: row.id, ...(problem ? { p_error: problem } : {}) });
      if (done.error) throw new Error(`email_outbox_done: ${done.error.message}`);
      if (problem) failed += 1;
      else sent += 1;
    }
  } finally {
    transport.close();
  }
  return { sent, failed, skipped: false };
}
