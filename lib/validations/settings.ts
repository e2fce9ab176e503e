import { z } from 'zod';
import { updateProfileSchema } from './profile';
import { isCnpj, isCpf } from './rules/documents';
import { isCreci } from './rules/creci';

/**
 * /configuracoes (issue #24): the account's switches and choices, shared by the form and the server action
 * (the table's checks in SQL hold the same lists). Theme, language and zone are mirrored into cookies so the
 * first paint already has them (THEME_COOKIE, ZONE_COOKIE); the stored setting is the account's memory.
 */

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const TIME_ZONES = ['America/Sao_Paulo', 'America/New_York', 'Europe/London'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
/** The table's language codes and the site's locales. */
export const SETTINGS_LANGUAGES = { 'pt-br': 'pt-BR', en: 'en', es: 'es' } as const;
export type SettingsLanguage = keyof typeof SETTINGS_LANGUAGES;

export const THEME_COOKIE = 'lar-theme';
export const ZONE_COOKIE = 'lar-tz';
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const settingsSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  marketingNotifications: z.boolean(),
  publicProfile: z.boolean(),
  showContact: z.boolean(),
  theme: z.enum(THEMES),
  language: z.enum(Object.keys(SETTINGS_LANGUAGES) as [SettingsLanguage, ...SettingsLanguage[]]),
  timeZone: z.enum(TIME_ZONES),
});
export type SettingsInput = z.infer<typeof settingsSchema>;

export const SETTINGS_DEFAULTS: SettingsInput = {
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
  marketingNotifications: false,
  publicProfile: true,
  showContact: false,
  theme: 'light',
  language: 'pt-br',
  timeZone: 'America/Sao_Paulo',
};

export const isTheme = (v: unknown): v is Theme => typeof v === 'string' && (THEMES as readonly string[]).includes(v);
export const isTimeZone = (v: unknown): v is TimeZone => typeof v === 'string' && (TIME_ZONES as readonly string[]).includes(v);

/** The class on <html> for a theme: 'dark', 'auto' (follows the system through CSS) or none. */
export function themeClass(theme: string | undefined): string | undefined {
  return theme === 'dark' ? 'dark' : theme === 'system' ? 'auto' : undefined;
}

/** The site locale of a stored language ('pt-br' → 'pt-BR'); unknown → undefined. */
export function localeOfLanguage(language: string | null | undefined): 'pt-BR' | 'en' | 'es' | undefined {
  return language && Object.hasOwn(SETTINGS_LANGUAGES, language) ? SETTINGS_LANGUAGES[language as SettingsLanguage] : undefined;
}

/** The stored language of a site locale. */
export function languageOfLocale(locale: string): SettingsLanguage {
  return locale === 'en' ? 'en' : locale === 'es' ? 'es' : 'pt-br';
}

/** A row of public.user_settings → the form's values (a missing row: the defaults). */
export function settingsFromRow(row: Record<string, unknown> | null | undefined): SettingsInput {
  if (!row) return SETTINGS_DEFAULTS;
  const parsed = settingsSchema.safeParse({
    emailNotifications: row.email_notifications,
    pushNotifications: row.push_notifications,
    smsNotifications: row.sms_notifications,
    marketingNotifications: row.marketing_notifications,
    publicProfile: row.public_profile,
    showContact: row.show_contact,
    theme: row.theme,
    language: row.language,
    timeZone: row.time_zone,
  });
  return parsed.success ? parsed.data : SETTINGS_DEFAULTS;
}

export function rowFromSettings(v: SettingsInput) {
  return {
    email_notifications: v.emailNotifications,
    push_notifications: v.pushNotifications,
    sms_notifications: v.smsNotifications,
    marketing_notifications: v.marketingNotifications,
    public_profile: v.publicProfile,
    show_contact: v.showContact,
    theme: v.theme,
    language: v.language,
    time_zone: v.timeZone,
  };
}

// /perfil and /minha-conta (one form) ----------------------------------------------------------------------

const docMsg = (key: 'cpf' | 'cnpj' | 'tooLong') => ({ error: key });
const optionalDoc = (max: number, check: (v: string) => boolean, key: 'cpf' | 'cnpj') =>
  z
    .string()
    .trim()
    .max(max, docMsg('tooLong'))
    .optional()
    .default('')
    .refine((v) => v === '' || check(v), docMsg(key));
const optionalText = (max: number) => z.string().trim().max(max, docMsg('tooLong')).optional().default('');

/**
 * The account screen's personal fields plus CPF (check digits) and, for an agency, the company block
 * (nome fantasia is the profile's name; CNPJ numeric or alphanumeric). Messages are `AuthValidation` keys.
 */
export const accountProfileSchema = updateProfileSchema.extend({
  cpf: optionalDoc(14, isCpf, 'cpf'),
  cnpj: optionalDoc(18, isCnpj, 'cnpj'),
  legalName: optionalText(200),
  responsibleName: optionalText(120),
  creci: optionalText(40).refine((v) => v === '' || isCreci(v), { error: 'creci' }),
});
export type AccountProfileInput = z.input<typeof accountProfileSchema>;
