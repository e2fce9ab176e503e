import { SERVICE_ROLE_KEY, serviceClient, stackUrl, uniqueEmail } from '../env';

// Issue #32 §5: answers of the stack's auth and storage that differed from GoTrue's and Supabase Storage's
// for the same request — each a case where code written against the stack would behave differently on
// Supabase. Written from GoTrue's `paginate` / `adminGenerateLink` and Storage's bucket routes.

const url = stackUrl('fixture');
const admin = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };

test.each(['-1', 'abc', '1.5', '2x'])('GET /admin/users?page=%s is 400 Bad Pagination Parameters, not page 1', async (page) => {
  const res = await fetch(`${url}/auth/v1/admin/users?page=${page}`, { headers: admin });
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 400, error_code: 'validation_failed', msg: 'Bad Pagination Parameters' });
});

test('GET /admin/users?per_page=-5 is 400 too; page=0 and valid values still list', async () => {
  expect((await fetch(`${url}/auth/v1/admin/users?per_page=-5`, { headers: admin })).status).toBe(400);
  const ok = await fetch(`${url}/auth/v1/admin/users?page=0&per_page=2`, { headers: admin });
  expect(ok.status).toBe(200);
  expect(((await ok.json()) as { users: unknown[] }).users.length).toBeLessThanOrEqual(2);
});

test('generate_link type signup stores data as user_metadata exactly, nothing added', async () => {
  const email = uniqueEmail('genlink');
  const res = await fetch(`${url}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ type: 'signup', email, password: 'Senha-forte-123', data: { name: 'Ana', plan: 'mensal' } }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { user_metadata: Record<string, unknown> };
  expect(body.user_metadata).toEqual({ name: 'Ana', plan: 'mensal' });
  const { data } = await serviceClient('fixture').auth.admin.listUsers({ page: 1, perPage: 1000 });
  expect(data.users.find((u) => u.email === email)?.user_metadata).toEqual({ name: 'Ana', plan: 'mensal' });
});

describe('buckets', () => {
  const id = `answers-${Date.now().toString(36)}`;
  afterAll(async () => {
    await serviceClient('fixture').storage.deleteBucket(id);
  });

  test('a file_size_limit given as "8mb" is 8,000,000 bytes (decimal units, as Storage); above the global limit it is refused', async () => {
    const storage = serviceClient('fixture').storage;
    // The global limit is supabase/config.toml's [storage] file_size_limit, 10 MiB, as the CLI reads it.
    expect((await storage.createBucket(id, { public: false, fileSizeLimit: '20mb' })).error?.message).toBe('File size limit exceeds the global limit');
    expect((await storage.createBucket(id, { public: false, fileSizeLimit: '8mb' })).error).toBeNull();
    expect((await storage.getBucket(id)).data?.file_size_limit).toBe(8_000_000);
    expect((await storage.updateBucket(id, { public: false, fileSizeLimit: '1.5kb' })).error).toBeNull();
    expect((await storage.getBucket(id)).data?.file_size_limit).toBe(1_500);
    expect((await storage.updateBucket(id, { public: false, fileSizeLimit: '5MB' })).error).toBeNull();
    expect((await storage.getBucket(id)).data?.file_size_limit).toBe(5_000_000);
  });

  test('GET /bucket/{id} has the fields Storage selects and no "type"', async () => {
    const res = await fetch(`${url}/storage/v1/bucket/${id}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(
      ['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'updated_at'].sort(),
    );
  });

  test('POST /bucket/{id}/empty answers with Storage\'s message', async () => {
    const res = await fetch(`${url}/storage/v1/bucket/${id}/empty`, { method: 'POST', headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });
});
