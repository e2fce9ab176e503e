import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';

/**
 * Where the mailer's subjects and bodies come from: the Supabase CLI's `supabase/config.toml`
 * (`[auth.email.template.<kind>]` with `subject` and `content_path`), read when each e-mail is sent, so an
 * edited template shows in the mailbox at once. As in the CLI, `content_path` is relative to the folder
 * that holds `supabase/` (the repository root). A kind the file does not configure gets a stand-in for
 * Supabase Auth's built-in default (English, its only link `{{ .ConfirmationURL }}`), which is what a hosted
 * project sends until the templates are pushed.
 */

export const TEMPLATE_KINDS = ['confirmation', 'recovery', 'invite', 'magic_link', 'email_change', 'reauthentication'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface MailTemplate {
  subject: string;
  body: string;
  /** The file the body came from; null for the built-in default. */
  file: string | null;
}

// Stand-ins for Supabase Auth's built-in templates (same shape: a heading and one link or the code).
const DEFAULT_SUBJECTS: Record<TemplateKind, string> = {
  confirmation: 'Confirm your email address',
  recovery: 'Reset your password',
  invite: "You've been invited",
  magic_link: 'Your sign-in link',
  email_change: 'Confirm your new email address',
  reauthentication: '{{ .Token }} is your verification code',
};

const DEFAULT_BODIES: Record<TemplateKind, string> = {
  confirmation: '<h2>Confirm your email address</h2>\n<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>\n',
  recovery: '<h2>Reset your password</h2>\n<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>\n',
  invite: '<h2>You have been invited</h2>\n<p><a href="{{ .ConfirmationURL }}">Accept the invitation</a></p>\n',
  magic_link: '<h2>Your sign-in link</h2>\n<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>\n',
  email_change: '<h2>Confirm your new email address</h2>\n<p>{{ .NewEmail }}</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>\n',
  reauthentication: '<h2>Your verification code</h2>\n<p>{{ .Token }}</p>\n',
};

interface TomlTemplate {
  subject?: unknown;
  content_path?: unknown;
}

/** The `[auth.email.template.*]` tables of a config.toml (empty when the file is missing). */
export function readTemplateConfig(configFile: string): Partial<Record<TemplateKind, TomlTemplate>> {
  let text: string;
  try {
    text = fs.readFileSync(configFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const doc = parseToml(text) as { auth?: { email?: { template?: Record<string, TomlTemplate> } } };
  return (doc.auth?.email?.template ?? {}) as Partial<Record<TemplateKind, TomlTemplate>>;
}

/** The subject and body source for `kind`, per `configFile` (null: built-in defaults only). */
export function loadTemplate(configFile: string | null, kind: TemplateKind): MailTemplate {
  const entry = configFile ? readTemplateConfig(configFile)[kind] : undefined;
  const subject = typeof entry?.subject === 'string' && entry.subject ? entry.subject : DEFAULT_SUBJECTS[kind];
  if (typeof entry?.content_path !== 'string' || !entry.content_path) {
    return { subject, body: DEFAULT_BODIES[kind], file: null };
  }
  const root = path.dirname(path.dirname(path.resolve(configFile!)));
  const file = path.resolve(root, entry.content_path);
  return { subject, body: fs.readFileSync(file, 'utf8'), file };
}
