import { anonClient, stackUrl, uniqueEmail } from '../env';

// The local mailbox: what auth "sends" is kept in _local.mailbox and shown at /mailbox (HTML, pt-BR)
// and /mailbox/api/messages (JSON), newest first, filterable by recipient. No apikey is needed.

const url = stackUrl('fixture');
const PASSWORD = 'Senha-forte-123';

interface Mail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  created_at: string;
}

async function api(to?: string): Promise<Mail[]> {
  const res = await fetch(`${url}/mailbox/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as Mail[];
}

/** Two mails to one address: the sign-up confirmation, then a password recovery. */
async function twoMails() {
  const email = uniqueEmail('caixa');
  expect((await anonClient().auth.signUp({ email, password: PASSWORD, options: { data: { name: 'Rita <b>' } } })).error).toBeNull();
  expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
  return email;
}

test('the JSON API lists one recipient’s mails newest first with their links', async () => {
  const email = await twoMails();
  const list = await api(email);
  expect(list.map((m) => m.subject)).toEqual(['Redefina sua senha do Lar', 'Confirme seu cadastro no Lar']);
  expect(list[0].id).toBeGreaterThan(list[1].id);
  for (const m of list) {
    expect(Object.keys(m).sort()).toEqual(['created_at', 'html', 'id', 'links', 'subject', 'text', 'to']);
    expect(m.to).toBe(email);
    expect(m.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    // GoTrue's verify link, then the e-mail's own: its button and the address to copy (supabase/templates).
    expect(m.links).toHaveLength(3);
    expect(m.links[0]).toMatch(new RegExp(`^${url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=(signup|recovery)&redirect_to=`));
    expect(m.links[1]).toMatch(/^http:\/\/localhost:3000\/auth\/confirm\?token_hash=[0-9a-f]{56}&type=(signup|recovery)&next=http%3a%2f%2flocalhost%3a3000$/);
    expect(m.links[2]).toBe(m.links[1].replace(/&next=.*$/, ''));
  }
  // User data in the templates is escaped.
  expect(list[1].html).toContain('Olá, Rita &lt;b&gt;!');
  expect(list[1].html).not.toContain('Rita <b>');
  // The filter is case-insensitive; without it other recipients appear too.
  expect((await api(email.toUpperCase())).map((m) => m.id)).toEqual(list.map((m) => m.id));
  const other = await twoMails();
  const all = await api();
  const ids = all.map((m) => m.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  expect(all.some((m) => m.to === other) && all.some((m) => m.to === email)).toBe(true);

  const one = await fetch(`${url}/mailbox/api/messages/${list[0].id}`);
  expect(await one.json()).toEqual(list[0]);
  expect((await fetch(`${url}/mailbox/api/messages/999999999`)).status).toBe(404);
});

test('the HTML page (pt-BR) shows the mails with clickable links, filtered by ?to=', async () => {
  const email = await twoMails();
  const other = await twoMails();
  const res = await fetch(`${url}/mailbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await res.text();
  expect(html).toContain('<html lang="pt-BR">');
  expect(html).toContain('Caixa de e-mails local');
  expect(html).toContain(email);
  expect(html).not.toContain(other);
  const [recovery, confirmation] = await api(email);
  expect(html.indexOf(`id="m${recovery.id}"`)).toBeLessThan(html.indexOf(`id="m${confirmation.id}"`));
  expect(html).toContain(`<a href="${confirmation.links[0].replace(/&/g, '&amp;')}">`);
  expect(html).toContain(`<a href="${confirmation.links[1].replace(/&/g, '&amp;')}">`);
  // The e-mail itself is shown as sent, in a frame that runs no script; both link styles are explained.
  expect(html).toContain('{{ .ConfirmationURL }}');
  expect(html).toContain('{{ .TokenHash }}');

  const empty = await (await fetch(`${url}/mailbox?to=${encodeURIComponent('<script>x</script>@example.com')}`)).text();
  expect(empty).toContain('Nenhum e-mail para &lt;script&gt;x&lt;/script&gt;@example.com ainda.');
  expect(empty).not.toContain('<script>x</script>');
});

test('DELETE empties one recipient’s mailbox only', async () => {
  const email = await twoMails();
  const keep = await twoMails();
  const res = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(email)}`, { method: 'DELETE' });
  expect(await res.json()).toEqual({ deleted: 2 });
  expect(await api(email)).toEqual([]);
  expect(await api(keep)).toHaveLength(2);
});
