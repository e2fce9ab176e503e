import { currentTimeZone, formatDate, formatDateTime, setTimeZoneSource, TIME_ZONE } from '@/lib/format';
import { renderEmailHtml, renderEmailText, settingsLink } from '@/lib/email/layout';
import {
  accountProfileSchema,
  languageOfLocale,
  localeOfLanguage,
  rowFromSettings,
  SETTINGS_DEFAULTS,
  settingsFromRow,
  settingsSchema,
  themeClass,
} from '@/lib/validations/settings';

// Issue #24: the settings' rules shared by the form, the action and the first paint; the zone dates are
// shown in; the settings link of every e-mail; the profile form's CPF/CNPJ checks.

describe('settings schema', () => {
  it('the spec defaults: e-mail and push on, public profile on, the rest off; light, pt-BR, São Paulo', () => {
    expect(SETTINGS_DEFAULTS).toEqual({
      emailNotifications: true, pushNotifications: true, smsNotifications: false, marketingNotifications: false,
      publicProfile: true, showContact: false, theme: 'light', language: 'pt-br', timeZone: 'America/Sao_Paulo',
    });
    expect(settingsFromRow(null)).toEqual(SETTINGS_DEFAULTS);
  });

  it('refuses values outside the lists and non-boolean switches', () => {
    for (const bad of [{ theme: 'neon' }, { language: 'fr' }, { timeZone: 'Asia/Tokyo' }, { emailNotifications: 'false' }, { timeZone: 'America/Sao_Paulo\u0000' }]) {
      expect(settingsSchema.safeParse({ ...SETTINGS_DEFAULTS, ...bad }).success).toBe(false);
    }
    expect(settingsSchema.safeParse({ ...SETTINGS_DEFAULTS, theme: 'system', language: 'es', timeZone: 'Europe/London' }).success).toBe(true);
  });

  it('round-trips through the table row', () => {
    const v = { ...SETTINGS_DEFAULTS, theme: 'dark' as const, language: 'en' as const, timeZone: 'America/New_York' as const, emailNotifications: false };
    expect(settingsFromRow(rowFromSettings(v))).toEqual(v);
    // A row with an unknown value falls back to the defaults instead of breaking the page.
    expect(settingsFromRow({ ...rowFromSettings(v), theme: 'neon' })).toEqual(SETTINGS_DEFAULTS);
  });

  it('maps themes to the <html> class and languages to locales', () => {
    expect([themeClass('dark'), themeClass('system'), themeClass('light'), themeClass('<script>'), themeClass(undefined)]).toEqual(['dark', 'auto', undefined, undefined, undefined]);
    expect([localeOfLanguage('pt-br'), localeOfLanguage('en'), localeOfLanguage('es'), localeOfLanguage('fr'), localeOfLanguage('__proto__')]).toEqual(['pt-BR', 'en', 'es', undefined, undefined]);
    expect([languageOfLocale('pt-BR'), languageOfLocale('en'), languageOfLocale('es')]).toEqual(['pt-br', 'en', 'es']);
  });
});

describe('dates in the reader’s zone', () => {
  afterEach(() => setTimeZoneSource(() => undefined));
  const instant = '2026-11-26T02:30:00Z';

  it('São Paulo by default; the registered zone when there is one', () => {
    expect(currentTimeZone()).toBe(TIME_ZONE);
    expect(formatDateTime(instant)).toBe('25/11/2026 23:30');
    setTimeZoneSource(() => 'Europe/London');
    expect(formatDateTime(instant)).toBe('26/11/2026 02:30');
    setTimeZoneSource(() => 'America/New_York');
    expect(formatDate(instant, 'en')).toBe('11/25/2026');
    expect(formatDateTime(instant)).toBe('25/11/2026 21:30');
  });
});

describe('e-mail footer', () => {
  const content = { subject: 's', preheader: 'p', heading: 'h', greeting: 'g', paragraphs: [], buttons: [], notes: [], copyLink: 'c', footer: ['f'] };

  it('links to /configuracoes in the e-mail’s language', () => {
    expect(settingsLink('pt-BR', 'https://lar.dev')).toEqual({ label: 'Gerencie quais e-mails você recebe em Configurações', url: 'https://lar.dev/configuracoes' });
    expect(settingsLink('en', 'https://lar.dev').url).toBe('https://lar.dev/en/configuracoes');
    expect(settingsLink('es', 'https://lar.dev').url).toBe('https://lar.dev/es/configuracoes');
    const html = renderEmailHtml({ ...content, lang: 'en' });
    expect(html).toMatch(/<a href="[^"]*\/en\/configuracoes"[^>]*>Choose which e-mails you get in Settings<\/a>/);
    expect(renderEmailText({ ...content, lang: 'pt-BR' })).toMatch(/Configurações: \S+\/configuracoes$/);
  });
});

describe('profile form', () => {
  const base = { name: 'Ana', phone: '', address: '', city: '', state: '', zipCode: '' };
  it('checks the CPF digits and the CNPJ (numeric or alphanumeric); blank is allowed', () => {
    expect(accountProfileSchema.safeParse({ ...base, cpf: '529.982.247-25' }).success).toBe(true);
    expect(accountProfileSchema.safeParse({ ...base, cpf: '529.982.247-24' }).success).toBe(false);
    expect(accountProfileSchema.safeParse({ ...base, cpf: '111.111.111-11' }).success).toBe(false);
    expect(accountProfileSchema.safeParse({ ...base, cnpj: '11.222.333/0001-81' }).success).toBe(true);
    expect(accountProfileSchema.safeParse({ ...base, cnpj: '12.ABC.345/01DE-35' }).success).toBe(true);
    expect(accountProfileSchema.safeParse({ ...base, cnpj: '11.222.333/0001-80' }).success).toBe(false);
    expect(accountProfileSchema.safeParse({ ...base, cpf: '', cnpj: '' }).success).toBe(true);
    expect(accountProfileSchema.safeParse({ ...base, zipCode: '1234' }).success).toBe(false);
  });
});
