import { anonClient, serviceClient, signedInClient, stackUrl, uniqueEmail } from '../env';

// The machine may be busy (bcrypt, 10 000-row fixtures): hooks and tests get a minute.
jest.setTimeout(60_000);

// The definition of done, as one scenario against the fixture stack through supabase-js:
// sign up → confirm through the mailbox → sign in → own rows under RLS (not another user's) → upload
// to public-files → fetch it by its public URL.

const url = stackUrl('fixture');

interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  created_at: string;
}

test('sign up, confirm by e-mail, sign in, RLS on own rows, upload and public URL', async () => {
  const email = uniqueEmail('done');
  const password = 'Senha-forte-123';
  const client = anonClient('fixture');

  // 1. Sign up: confirmation is on, so no session yet.
  const signUp = await client.auth.signUp({ email, password, options: { data: { full_name: 'Maria Souza' } } });
  expect(signUp.error).toBeNull();
  expect(signUp.data.session).toBeNull();
  const userId = signUp.data.user!.id;
  const early = await client.auth.signInWithPassword({ email, password });
  expect(early.error).toMatchObject({ code: 'email_not_confirmed' });

  // 2. The confirmation mail is in the mailbox; its verify link confirms and redirects to the site.
  const res = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const messages = (await res.json()) as MailboxMessage[];
  expect(messages).toHaveLength(1);
  const mail = messages[0];
  expect(Object.keys(mail).sort()).toEqual(['created_at', 'html', 'id', 'links', 'subject', 'text', 'to']);
  expect(mail.to).toBe(email);
  const verifyLink = mail.links.find((l) => l.includes('/auth/v1/verify'));
  expect(verifyLink).toBeDefined();
  const verified = await fetch(verifyLink!, { redirect: 'manual' });
  expect([302, 303]).toContain(verified.status);
  const location = verified.headers.get('location')!;
  expect(location).not.toContain('error');

  // 3. Sign in.
  const signIn = await client.auth.signInWithPassword({ email, password });
  expect(signIn.error).toBeNull();
  expect(signIn.data.user!.id).toBe(userId);
  expect(signIn.data.user!.email_confirmed_at).toBeTruthy();

  // 4. Own rows under RLS: the profile made by the signup trigger, own todos; another user's are out of reach.
  const other = await signedInClient('fixture', { data: { full_name: 'Outro Usuário' } });
  const otherTodo = await other.client.from('todos').insert({ title: 'do outro' }).select().single();
  expect(otherTodo.error).toBeNull();

  const profile = await client.from('profiles').select('id, full_name, role').eq('id', userId).single();
  expect(profile.data).toEqual({ id: userId, full_name: 'Maria Souza', role: 'cliente' });
  const renamed = await client.from('profiles').update({ full_name: 'Maria S.' }).eq('id', userId).select('full_name');
  expect(renamed.data).toEqual([{ full_name: 'Maria S.' }]);
  const hijack = await client.from('profiles').update({ full_name: 'hackeado' }).eq('id', other.user.id).select();
  expect(hijack.error).toBeNull();
  expect(hijack.data).toEqual([]);

  const mine = await client.from('todos').insert({ title: 'minha tarefa' }).select().single();
  expect(mine.error).toBeNull();
  expect(mine.data!.owner_id).toBe(userId);
  const done = await client.from('todos').update({ done: true }).eq('id', mine.data!.id).select('done');
  expect(done.data).toEqual([{ done: true }]);
  const visible = await client.from('todos').select('id');
  expect(visible.data).toEqual([{ id: mine.data!.id }]);
  const foreign = await client.from('todos').update({ title: 'roubada' }).eq('id', otherTodo.data!.id).select();
  expect(foreign.data).toEqual([]);

  const admin = serviceClient('fixture');
  const otherProfile = await admin.from('profiles').select('full_name').eq('id', other.user.id).single();
  expect(otherProfile.data).toEqual({ full_name: 'Outro Usuário' });
  const otherRow = await admin.from('todos').select('title').eq('id', otherTodo.data!.id).single();
  expect(otherRow.data).toEqual({ title: 'do outro' });

  // 5. Upload to the public bucket and fetch it by its public URL, without any key.
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
  const path = `${userId}/avatar.svg`;
  const upload = await client.storage
    .from('public-files')
    .upload(path, new Blob([svg], { type: 'image/svg+xml' }), { cacheControl: '3600' });
  expect(upload.error).toBeNull();
  const publicUrl = client.storage.from('public-files').getPublicUrl(path).data.publicUrl;
  const fetched = await fetch(publicUrl);
  expect(fetched.status).toBe(200);
  expect(fetched.headers.get('content-type')).toBe('image/svg+xml');
  expect(fetched.headers.get('cache-control')).toBe('max-age=3600');
  expect(await fetched.text()).toBe(svg);
});
