import { hasBlankField, isValidCpf, leadSchema, maskCpf } from '@/lib/validations/lead';

const valid = { name: 'Maria Souza', email: 'maria@example.com', phone: '(11) 98888-7777' };

describe('leadSchema', () => {
  it('accepts a complete form', () => {
    const r = leadSchema.safeParse(valid);
    expect(r.success).toBe(true);
  });

  it('asks no CPF (issue #38): a CPF sent anyway is dropped from the values', () => {
    const r = leadSchema.safeParse({ ...valid, cpf: '529.982.247-25' });
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty('cpf');
  });

  it.each(['name', 'email', 'phone'] as const)('requires %s', (field) => {
    const r = leadSchema.safeParse({ ...valid, [field]: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('required');
    expect(hasBlankField({ ...valid, [field]: ' ' })).toBe(true);
  });

  it('rejects a malformed e-mail and a short phone', () => {
    const r = leadSchema.safeParse({ ...valid, email: 'maria@', phone: '1234' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({ email: 'emailInvalid', phone: 'phoneInvalid' });
  });

  it('reports no blank field on a complete form', () => {
    expect(hasBlankField(valid)).toBe(false);
    expect(hasBlankField({})).toBe(true);
  });
});

describe('CPF helpers', () => {
  it('checks both check digits and refuses repeated digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('111.444.777-36')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('1234')).toBe(false);
  });

  it('masks as 000.000.000-00 while typing', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725999')).toBe('529.982.247-25');
  });
});
