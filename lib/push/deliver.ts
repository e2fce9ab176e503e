import 'server-only';
import type { Agent } from 'node:https';
import { createTranslator } from 'use-intl/core';
import webpush from 'web-push';
import { localeOfLanguage } from '@/lib/email/templates';
import type { Locale } from '@/lib/i18n/routing';
import { renderNotification, type EventTranslator } from '@/lib/notifications/render';
import { createAdminClient } from '@/lib/supabase/admin';
import en from '@/messages/en';
import es from '@/messages/es';
import ptBR from '@/messages/pt-BR';
import { pushEnv } from '@/lib/server-env';

/**
 * Sends the Web Push outbox (private.push_outbox, docs/push.md): every new notification of a reader with
 * 'Notificações push' on, to each of their devices. Claims a batch with the service role, renders title and
 * body from the notification's catalogue key in the reader's language and zone (the same renderer as the
 * bell), encrypts and signs each message with web-push (aes128gcm, VAPID) and records the outcome: sent;
 * gone (the push service answered 404/410: the device is removed); retried later (429, 5xx, network). Without
 * the VAPID keys nothing is claimed. Runs with the app's jobs (POST /api/jobs).
 */
export interface PushReport {
  sent: number;
  gone: number;
  failed: number;
  skipped: boolean;
}

export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

const CATALOGUES = { 'pt-BR': ptBR, en, es } as const;

function eventTranslator(locale: Locale, timeZone: string): EventTranslator {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'NotificationEvents', timeZone }) as unknown as EventTranslator;
}

const ZONES = new Set(['America/Sao_Paulo', 'America/New_York', 'Europe/London']);

/** The message a device shows (public/sw.js): the notification's text in the reader's language, and its page. */
export function pushMessage(row: {
  message_key: string | null;
  params: unknown;
  title: string;
  body: string | null;
  link: string | null;
  language: string | null;
  time_zone: string | null;
}): PushMessage {
  const locale = localeOfLanguage(row.language);
  const timeZone = row.time_zone && ZONES.has(row.time_zone) ? row.time_zone : 'America/Sao_Paulo';
  const rendered = renderNotification(
    { id: 0, kind: '', message_key: row.message_key, params: row.params, title: row.title, body: row.body, link: row.link, read_at: null, created_at: '' },
    eventTranslator(locale, timeZone),
    locale,
    timeZone,
  );
  const prefix = locale === 'pt-BR' ? '' : `/${locale}`;
  return { title: rendered.title, body: rendered.body ?? '', url: `${prefix}${rendered.link ?? '/notificacoes'}` };
}

type Outcome = 'sent' | 'gone' | 'retry';

function outcomeOf(error: unknown): Outcome {
  const status = error && typeof error === 'object' && 'statusCode' in error ? Number((error as { statusCode: unknown }).statusCode) : NaN;
  if (status === 404 || status === 410) return 'gone';
  // Another 4xx (bad request, payload too large, key refused) will not improve by trying again: dropped.
  if (status >= 400 && status < 500 && status !== 429) return 'sent';
  return 'retry';
}

export async function deliverPush({ limit = 50, agent }: { limit?: number; agent?: Agent } = {}): Promise<PushReport> {
  const { vapid } = pushEnv();
  if (!vapid) return { sent: 0, gone: 0, failed: 0, skipped: true };
  const supabase = createAdminClient();
  const { data: rows, error } = await supabase.rpc('push_outbox_claim', { p_limit: limit });
  if (error) throw new Error(`push_outbox_claim: ${error.message}`);
  const report: PushReport = { sent: 0, gone: 0, failed: 0, skipped: false };
  for (const row of rows ?? []) {
    let outcome: Outcome = 'sent';
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(pushMessage(row)),
        { vapidDetails: vapid, contentEncoding: 'aes128gcm', TTL: 24 * 60 * 60, timeout: 10_000, ...(agent ? { agent } : {}) },
      );
      report.sent += 1;
    } catch (e) {
      outcome = outcomeOf(e);
      if (outcome === 'gone') report.gone += 1;
      else report.failed += 1;
    }
    const done = await supabase.rpc('push_outbox_done', { p_id: row.id, p_outcome: outcome });
    if (done.error) throw new Error(`push_outbox_done: ${done.error.message}`);
  }
  return report;
}
