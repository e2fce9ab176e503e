import 'server-only';
import { z } from 'zod';
import { blankAsUnset, key, parseOrThrow, type Source } from '@/lib/env';
import { isPhone } from '@/lib/validations';

/**
 * Server-only settings. Kept out of lib/env.ts, which client components import, so that no secret and no
 * secret's default can be bundled for the browser (`server-only` turns an import from a client component
 * into a build error; tests/e2e/security/bundle-secrets.spec.ts scans the built chunks).
 *
 * The service-role key defaults to the Supabase CLI's well-known local key, which only an in-memory local
 * stack accepts (tests, e2e): `npm run dev` / `npm start` hand Next the data folder's own key, and any other
 * Supabase needs SUPABASE_SERVICE_ROLE_KEY (or SUPABASE_SECRET_KEY) set.
 */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const serverSchema = z
  .object({
    SUPABASE_SERVICE_ROLE_KEY: key(LOCAL_SERVICE_ROLE_KEY),
    // Reverse proxies in front of `next start` that append to X-Forwarded-For (lib/marketing/rate-limit.ts).
    TRUSTED_PROXY_HOPS: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(10).default(0)),
  })
  .transform((v) => ({ supabaseServiceRoleKey: v.SUPABASE_SERVICE_ROLE_KEY, trustedProxyHops: v.TRUSTED_PROXY_HOPS }));

export type ServerEnv = z.output<typeof serverSchema>;

/** Parses the server-only settings. `SUPABASE_SECRET_KEY` (sb_secret_…) is accepted for the service key. */
export function parseServerEnv(source: Source): ServerEnv {
  return parseOrThrow(
    serverSchema,
    {
      SUPABASE_SERVICE_ROLE_KEY: blankAsUnset(source.SUPABASE_SERVICE_ROLE_KEY) ?? source.SUPABASE_SECRET_KEY,
      TRUSTED_PROXY_HOPS: source.TRUSTED_PROXY_HOPS,
    },
    'server',
  );
}

let cachedServerEnv: ServerEnv | undefined;

/** Server-only settings (the service-role key, trusted proxy hops), parsed once. */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv({
    SUPABASE_SERVICE_ROLE_KEY: process.env.SUPABASE_SERVICE_ROLE_KEY,
    SUPABASE_SECRET_KEY: process.env.SUPABASE_SECRET_KEY,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
  });
  return cachedServerEnv;
}

// The operator's public channels ---------------------------------------------------------------------------

const optionalHttpsUrl = z.preprocess(blankAsUnset, z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional());
const optionalPhone = z.preprocess(
  blankAsUnset,
  z.string().trim().refine(isPhone, 'must be a Brazilian phone with area code, e.g. (11) 4000-1234').optional(),
);

const operatorSchema = z
  .object({
    LAR_SUPPORT_PHONE: optionalPhone,
    LAR_SUPPORT_WHATSAPP: optionalPhone,
    LAR_SUPPORT_EMAIL: z.preprocess(blankAsUnset, z.email({ error: 'must be an e-mail address' }).optional()),
    LAR_APP_STORE_URL: optionalHttpsUrl,
    LAR_GOOGLE_PLAY_URL: optionalHttpsUrl,
    LAR_INSTAGRAM_URL: optionalHttpsUrl,
    LAR_FACEBOOK_URL: optionalHttpsUrl,
    LAR_LINKEDIN_URL: optionalHttpsUrl,
    LAR_YOUTUBE_URL: optionalHttpsUrl,
  })
  .transform((v) => ({
    supportPhone: v.LAR_SUPPORT_PHONE ?? null,
    supportWhatsapp: v.LAR_SUPPORT_WHATSAPP ?? null,
    supportEmail: v.LAR_SUPPORT_EMAIL ?? null,
    apps: { appStore: v.LAR_APP_STORE_URL ?? null, googlePlay: v.LAR_GOOGLE_PLAY_URL ?? null },
    social: {
      instagram: v.LAR_INSTAGRAM_URL ?? null,
      facebook: v.LAR_FACEBOOK_URL ?? null,
      linkedin: v.LAR_LINKEDIN_URL ?? null,
      youtube: v.LAR_YOUTUBE_URL ?? null,
    },
  }));

/**
 * The operator's public contact channels and profiles (support phone, WhatsApp and e-mail, app-store
 * listings, social profiles): deployment settings, not product code, so no made-up number or address is ever
 * shown. Each is optional; what is not configured is not shown (lib/marketing/footer-links.ts, /atendimento,
 * the home page's JSON-LD).
 */
export type OperatorEnv = z.output<typeof operatorSchema>;

export const OPERATOR_ENV_NAMES = Object.keys(operatorSchema.in.shape) as (keyof z.input<typeof operatorSchema>)[];

export function parseOperatorEnv(source: Source): OperatorEnv {
  return parseOrThrow(operatorSchema, Object.fromEntries(OPERATOR_ENV_NAMES.map((name) => [name, source[name]])), 'operator');
}

let cachedOperatorEnv: OperatorEnv | undefined;

export function operatorEnv(): OperatorEnv {
  cachedOperatorEnv ??= parseOperatorEnv({
    LAR_SUPPORT_PHONE: process.env.LAR_SUPPORT_PHONE,
    LAR_SUPPORT_WHATSAPP: process.env.LAR_SUPPORT_WHATSAPP,
    LAR_SUPPORT_EMAIL: process.env.LAR_SUPPORT_EMAIL,
    LAR_APP_STORE_URL: process.env.LAR_APP_STORE_URL,
    LAR_GOOGLE_PLAY_URL: process.env.LAR_GOOGLE_PLAY_URL,
    LAR_INSTAGRAM_URL: process.env.LAR_INSTAGRAM_URL,
    LAR_FACEBOOK_URL: process.env.LAR_FACEBOOK_URL,
    LAR_LINKEDIN_URL: process.env.LAR_LINKEDIN_URL,
    LAR_YOUTUBE_URL: process.env.LAR_YOUTUBE_URL,
  });
  return cachedOperatorEnv;
}

// E-mail delivery and the job runner (docs/email.md) ------------------------------------------------------

const smtpUrl = z.preprocess(
  blankAsUnset,
  z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
);

const jobsSchema = z
  .object({
    LAR_SMTP_URL: smtpUrl,
    LAR_EMAIL_FROM: z.preprocess(blankAsUnset, z.string().trim().min(3).max(200).default('Lar <nao-responda@localhost>')),
    LAR_JOBS_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'must have at least 32 characters').optional()),
  })
  .transform((v) => ({ smtpUrl: v.LAR_SMTP_URL ?? null, emailFrom: v.LAR_EMAIL_FROM, jobsSecret: v.LAR_JOBS_SECRET ?? null }));

/** Where e-mail goes (LAR_SMTP_URL: unset keeps the outbox pending), its sender, and the secret of POST /api/jobs. */
export type JobsEnv = z.output<typeof jobsSchema>;

export function parseJobsEnv(source: Source): JobsEnv {
  return parseOrThrow(
    jobsSchema,
    { LAR_SMTP_URL: source.LAR_SMTP_URL, LAR_EMAIL_FROM: source.LAR_EMAIL_FROM, LAR_JOBS_SECRET: source.LAR_JOBS_SECRET },
    'jobs',
  );
}

let cachedJobsEnv: JobsEnv | undefined;

export function jobsEnv(): JobsEnv {
  cachedJobsEnv ??= parseJobsEnv({
    LAR_SMTP_URL: process.env.LAR_SMTP_URL,
    LAR_EMAIL_FROM: process.env.LAR_EMAIL_FROM,
    LAR_JOBS_SECRET: process.env.LAR_JOBS_SECRET,
  });
  return cachedJobsEnv;
}

// Web Push (docs/push.md) ------------------------------------------------------------------------------------

/**
 * Web Push settings (docs/push.md), server only: the operator's VAPID key pair (base64url, as `web-push
 * generate-vapid-keys` prints them) and the contact the push services may write to. Without both keys push
 * stays a stored choice: /configuracoes does not subscribe devices and the jobs send nothing.
 * `npm run dev` / `npm start` hand Next a key pair kept in the local stack's data folder (scripts/dev.mjs).
 */
const base64url = (min: number, max: number) =>
  z.preprocess(blankAsUnset, z.string().trim().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url').min(min).max(max).optional());

const pushSchema = z
  .object({
    // An uncompressed P-256 point (65 bytes → 87 characters) and a 32-byte private key (43 characters).
    LAR_VAPID_PUBLIC_KEY: base64url(80, 100),
    LAR_VAPID_PRIVATE_KEY: base64url(40, 50),
    LAR_VAPID_SUBJECT: z.preprocess(
      blankAsUnset,
      z
        .string()
        .trim()
        .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
        .default('mailto:nao-responda@localhost'),
    ),
  })
  .transform((v) => ({
    vapid:
      v.LAR_VAPID_PUBLIC_KEY && v.LAR_VAPID_PRIVATE_KEY
        ? { publicKey: v.LAR_VAPID_PUBLIC_KEY, privateKey: v.LAR_VAPID_PRIVATE_KEY, subject: v.LAR_VAPID_SUBJECT }
        : null,
  }));

export type PushEnv = z.output<typeof pushSchema>;

export function parsePushEnv(source: Source): PushEnv {
  return parseOrThrow(
    pushSchema,
    {
      LAR_VAPID_PUBLIC_KEY: source.LAR_VAPID_PUBLIC_KEY,
      LAR_VAPID_PRIVATE_KEY: source.LAR_VAPID_PRIVATE_KEY,
      LAR_VAPID_SUBJECT: source.LAR_VAPID_SUBJECT,
    },
    'push',
  );
}

/** Read on each call (cheap), so a test can set the keys after the module was loaded. */
export function pushEnv(): PushEnv {
  return parsePushEnv({
    LAR_VAPID_PUBLIC_KEY: process.env.LAR_VAPID_PUBLIC_KEY,
    LAR_VAPID_PRIVATE_KEY: process.env.LAR_VAPID_PRIVATE_KEY,
    LAR_VAPID_SUBJECT: process.env.LAR_VAPID_SUBJECT,
  });
}
