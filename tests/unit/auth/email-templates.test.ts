import path from 'node:path';
import { renderGoTemplate } from '../../../local-supabase/src/auth/go-template';
import { decodeEntities, linksOf, textOf } from '../../../local-supabase/src/auth/mail';
import { loadTemplate, readTemplateConfig, TEMPLATE_KINDS, type TemplateKind } from '../../../local-supabase/src/auth/templates';

// Every e-mail Supabase Auth sends for Lar (supabase/config.toml → supabase/templates/*.html), rendered with
// sample data by the local stack's copy of Go's html/template, as a hosted project renders them: no
// variable left unreplaced, one button that is the first link and leads to /auth/confirm with this
// e-mail's own type, the code where the e-mail asks to type it, no developer words, user data escaped.

const CONFIG = path.resolve(__dirname, '..', '..', '..', 'supabase', 'config.toml');
const SITE = 'https://lar.example.com.br';
const REDIRECT = `${SITE}/auth/callback?next=%2Fcompletar-cadastro&link=signup`;

const sample = (kind: TemplateKind) => ({
  SiteURL: SITE,
  ConfirmationURL: `https://ref.supabase.co/auth/v1/verify?token=pkce_abc&type=signup&redirect_to=${SITE}`,
  Email: 'ana+lar@example.com',
  NewEmail: 'ana.nova@example.com',
  SendingTo: 'ana.nova@example.com',
  Token: '482913',
  TokenHash: `pkce_${'ab12'.repeat(14)}`,
  Data: kind === 'invite' ? { name: 'Bia <Corretora>', agency_name: 'Casa & Cia' } : { name: 'Ana <Souza>', role: 'cliente' },
  RedirectTo: REDIRECT,
});

const TYPE: Record<Exclude<TemplateKind, 'reauthentication'>, string> = {
  confirmation: 'signup',
  recovery: 'recovery',
  invite: 'invite',
  magic_link: 'magiclink',
  email_change: 'email_change',
};

/** The words a person reads: the text without addresses. */
const prose = (html: string) => textOf(html).replace(/https?:\/\/\S+/g, '');

describe.each(TEMPLATE_KINDS)('the %s e-mail', (kind) => {
  const template = loadTemplate(CONFIG, kind);
  const html = renderGoTemplate(template.body, sample(kind));
  const subject = renderGoTemplate(template.subject, sample(kind));

  test('comes from supabase/templates and has a Portuguese subject', () => {
    expect(template.file).toBe(path.resolve(__dirname, '..', '..', '..', 'supabase', 'templates', `${kind}.html`));
    expect(subject).toMatch(/\bLar\b/);
    expect(subject).not.toMatch(/[{}]/);
    expect(html).toContain('<html lang="pt-BR">');
  });

  test('leaves no template action unreplaced and no link empty', () => {
    expect(html).not.toMatch(/\{\{|\}\}/);
    expect(html).not.toContain('<no value>');
    expect(html).not.toContain('ZgotmplZ');
    for (const href of linksOf(html)) {
      expect(href).toMatch(/^https:\/\/lar\.example\.com\.br\/auth\/confirm\?token_hash=pkce_(ab12){14}&type=[a-z_]+(&next=.+)?$/);
    }
    for (const m of html.matchAll(/href\s*=\s*"([^"]*)"/g)) expect(m[1].trim()).not.toBe('');
  });

  test('greets by name, escaping what the user typed', () => {
    expect(html).toMatch(/Olá, (Ana &lt;Souza&gt;|Bia &lt;Corretora&gt;)!/);
    expect(html).not.toMatch(/<Souza>|<Corretora>/);
  });

  test('speaks to a customer, not to a developer', () => {
    expect(prose(html)).not.toMatch(/token|hash|verifyOtp|pkce|fluxo|redirect|callback|link alternativo|\{\{/i);
  });

  if (kind === 'reauthentication') {
    test('has the code and no link', () => {
      expect(textOf(html)).toContain('Código: 482913');
      expect(linksOf(html)).toEqual([]);
    });
    return;
  }

  test('has one button, the first link, to /auth/confirm with its own type and the requested page', () => {
    const links = linksOf(html);
    const button = new URL(links[0]);
    expect(button.pathname).toBe('/auth/confirm');
    expect(button.searchParams.get('token_hash')).toBe(sample(kind).TokenHash);
    expect(button.searchParams.get('type')).toBe(TYPE[kind]);
    // {{ .RedirectTo }} is percent-encoded into one query value (lower-case hex, as Go's html/template).
    expect(button.searchParams.get('next')).toBe(REDIRECT);
    expect(html).toContain('&amp;next=https%3a%2f%2flar.example.com.br%2fauth%2fcallback%3fnext%3d%252Fcompletar-cadastro%26link%3dsignup"');
    // Only one link looks like a button (the other is the address to copy, in small print).
    expect(html.match(/display:block;padding:14px/g)).toHaveLength(1);
    const firstAnchor = /<a\b[^>]*>([\s\S]*?)<\/a>/.exec(html)!;
    expect(decodeEntities(firstAnchor[1]).trim()).toMatch(/^(Confirmar e-mail|Criar nova senha|Aceitar convite|Entrar no Lar|Confirmar alteração de e-mail)$/);
    // Every link of the e-mail is the same token for the same type.
    for (const link of links) expect(new URL(link).searchParams.get('type')).toBe(TYPE[kind]);
  });

  if (kind === 'confirmation' || kind === 'recovery') {
    test('gives the code for those who type it', () => {
      // A short line says where; the code follows its label, 'Código: 123456', as Lar's e-mails always wrote it.
      expect(textOf(html)).toMatch(/o código abaixo\.\n+Código: 482913\n/);
    });
  }
});

test('config.toml wires every template kind Supabase Auth sends', () => {
  const config = readTemplateConfig(CONFIG);
  expect(Object.keys(config).sort()).toEqual([...TEMPLATE_KINDS].sort());
  for (const kind of TEMPLATE_KINDS) expect(config[kind]?.content_path).toBe(`./supabase/templates/${kind}.html`);
});

test('the agency is not greeted by its placeholder name', () => {
  const template = loadTemplate(CONFIG, 'confirmation');
  const html = renderGoTemplate(template.body, { ...sample('confirmation'), Data: { name: 'Imobiliária', role: 'imobiliaria' } });
  expect(html).toContain('Olá!');
  expect(html).not.toContain('Imobiliária!');
});

test('metadata without a name or role still renders (an invitation made by the admin API)', () => {
  for (const kind of TEMPLATE_KINDS) {
    const html = renderGoTemplate(loadTemplate(CONFIG, kind).body, { ...sample(kind), Data: {} });
    expect(html).toContain('Olá!');
  }
});
