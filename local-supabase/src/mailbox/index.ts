import type { ApiRequest, ApiResponse, Ctx, Service } from '../http.ts';

/**
 * The local mailbox: every e-mail the auth service would send (confirmation, recovery, e-mail change,
 * invite, magic link) is stored in `_local.mailbox` instead of going out by SMTP.
 *
 *   GET    /mailbox                          HTML page (pt-BR), newest first, `?to=` filter
 *   GET    /mailbox/api/messages?to=<email>  JSON `[{ id, to, subject, html, text, links, created_at }]`, newest first
 *   GET    /mailbox/api/messages/<id>        one message
 *   DELETE /mailbox/api/messages?to=<email>  empties the mailbox (of one recipient with `to`)
 *
 * `html` is the e-mail as Supabase Auth renders it from the project's templates (supabase/config.toml →
 * supabase/templates/*.html; auth/mail.ts). `links[0]` is always GoTrue's `{{ .ConfirmationURL }}`
 * (`<api>/auth/v1/verify?token=…&type=…&redirect_to=…`, the only link of Supabase's default templates), then
 * come the links of `html` in order — with this project's templates, `links[1]` is the button
 * (`<site>/auth/confirm?token_hash=…&type=…&next=…`). `text` is a text-only reading of `html`.
 */

interface MessageRow {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  created_at: string;
}

const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

async function listMessages(ctx: Ctx, to: string | null, limit = 200): Promise<MessageRow[]> {
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<MessageRow>(
      `select id::int as id, "to", subject, html, text, links,
              to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
       from _local.mailbox where ($1::text is null or lower("to") = lower($1)) order by id desc limit $2`,
      [to, limit],
    );
    return rows;
  });
}

function formatDate(iso: string) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'medium' });
}

function page(messages: MessageRow[], to: string | null) {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article class="msg" id="m${m.id}">
  <header>
    <h2>${esc(m.subject)}</h2>
    <p class="meta">Para <a href="?to=${encodeURIComponent(m.to)}">${esc(m.to)}</a> · <time datetime="${esc(m.created_at)}">${esc(formatDate(m.created_at))}</time> · #${m.id}</p>
  </header>
  <iframe class="body" title="${esc(m.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(`<base target="_blank">${m.html}`)}"></iframe>
  <details><summary>Links e texto</summary>
    <ul class="links">${m.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul>
    <pre>${esc(m.text)}</pre>
  </details>
</article>`,
        )
        .join('\n')
    : `<p class="empty">Nenhum e-mail${to ? ` para ${esc(to)}` : ''} ainda.</p>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de e-mails local${to ? ` — ${esc(to)}` : ''}</title>
<style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f3f4f6; color: #111827; margin: 0; }
  main { max-width: 860px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  .intro { color: #4b5563; font-size: .92rem; }
  form { display: flex; gap: 8px; margin: 16px 0 24px; }
  input { flex: 1; padding: 8px 10px; border: 1px solid #d1d5db; border-radius: 8px; font-size: 1rem; }
  button, .btn { padding: 8px 14px; border-radius: 8px; border: 1px solid #0f766e; background: #0f766e; color: #fff; font-size: 1rem; text-decoration: none; }
  .msg { background: #fff; border-radius: 12px; padding: 16px 20px; margin-bottom: 16px; box-shadow: 0 1px 6px rgba(0,0,0,.06); }
  .msg h2 { font-size: 1.1rem; margin: 0; }
  .meta { color: #6b7280; font-size: .85rem; margin: 4px 0 12px; }
  .body { display: block; width: 100%; height: 720px; border: 0; border-top: 1px solid #e5e7eb; }
  .links { font-size: .82rem; word-break: break-all; }
  pre { white-space: pre-wrap; font-size: .82rem; background: #f9fafb; padding: 8px; border-radius: 6px; }
  code { background: #eef2ff; padding: 1px 4px; border-radius: 4px; }
  .empty { color: #6b7280; }
</style>
</head>
<body>
<main>
  <h1>Caixa de e-mails local</h1>
  <p class="intro">Os e-mails de autenticação (confirmação de cadastro, redefinição de senha, alteração de e-mail,
  convite e link de acesso) não são enviados de verdade no ambiente local: ficam guardados aqui, do mais novo
  para o mais antigo, exatamente como o Supabase os monta a partir de <code>supabase/templates/</code>
  (assunto e arquivo em <code>supabase/config.toml</code>). O botão de cada e-mail abre
  <code>/auth/confirm?token_hash=…&amp;type=…&amp;next=…</code> no site (<code>{{ .TokenHash }}</code>), que funciona em
  qualquer navegador.</p>
  <p class="intro">Em “Links e texto”, o primeiro link é sempre o <code>{{ .ConfirmationURL }}</code> do Supabase
  (<code>/auth/v1/verify?token=…&amp;type=…&amp;redirect_to=…</code>, o link dos modelos padrão do Supabase),
  seguido dos links do próprio e-mail.</p>
  <p class="intro">API JSON: <code>GET /mailbox/api/messages?to=&lt;e-mail&gt;</code>.</p>
  <form method="get" action="">
    <label for="to" class="sr-only" style="position:absolute;left:-9999px">Filtrar por destinatário</label>
    <input id="to" name="to" type="email" placeholder="Filtrar por destinatário (e-mail)" value="${esc(to ?? '')}">
    <button type="submit">Filtrar</button>
    ${to ? '<a class="btn" href="?">Todos</a>' : ''}
  </form>
  ${items}
</main>
</body>
</html>`;
}

export const mailboxService: Service = async (req: ApiRequest, ctx: Ctx): Promise<ApiResponse> => {
  const path = req.path.replace(/\/+$/, '') || '/';
  const to = req.url.searchParams.get('to')?.trim() || null;
  if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      body: page(await listMessages(ctx, to), to),
    };
  }
  if (path === '/api/messages') {
    if (req.method === 'GET') {
      const limit = Math.min(1000, Math.max(1, Number.parseInt(req.url.searchParams.get('limit') ?? '200', 10) || 200));
      return { status: 200, headers: { 'Cache-Control': 'no-store' }, body: await listMessages(ctx, to, limit) };
    }
    if (req.method === 'DELETE') {
      const deleted = await ctx.db.transaction(async (tx) => {
        const r = await tx.query(`delete from _local.mailbox where ($1::text is null or lower("to") = lower($1))`, [to]);
        return r.affectedRows ?? 0;
      });
      return { status: 200, body: { deleted } };
    }
  }
  const one = /^\/api\/messages\/(\d+)$/.exec(path);
  if (one && req.method === 'GET') {
    const row = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<MessageRow>(
        `select id::int as id, "to", subject, html, text, links,
                to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
         from _local.mailbox where id = $1::bigint`,
        [one[1]],
      );
      return rows[0];
    });
    if (!row) return { status: 404, body: { message: 'Mensagem não encontrada' } };
    return { status: 200, body: row };
  }
  return { status: 404, body: { message: 'Not found' } };
};
