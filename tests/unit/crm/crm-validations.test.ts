import { renderNotification, type StoredNotification } from '@/lib/notifications/render';
import { eventTranslator } from '@/tests/fixtures/notification-translator';
import { editNoteSchema, nextActionSchema, noteSchema, parseContactFilters, saoPauloDate, stageSchema, whatsappUrl } from '@/lib/validations/crm';

// The client record's input (issue #39): the same limits as SQL, Portuguese error keys, the WhatsApp link.

const contactId = 'e22f3f2d4f6f2148436e77a5ce519be9';
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('whatsappUrl', () => {
  it('puts a Brazilian number in international form and encodes the message', () => {
    expect(whatsappUrl('(11) 98888-7777', 'Olá! Casa #12 & jardim')).toBe(
      'https://wa.me/5511988887777?text=Ol%C3%A1!%20Casa%20%2312%20%26%20jardim',
    );
    expect(whatsappUrl('+55 (21) 3333-4444', 'x')).toBe('https://wa.me/552133334444?text=x');
    // Area code 55 (Rio Grande do Sul) without the country code still gets it.
    expect(whatsappUrl('(55) 99999-0000', 'x')).toBe('https://wa.me/5555999990000?text=x');
    expect(whatsappUrl('011 98888-7777', 'x')).toBe('https://wa.me/5511988887777?text=x');
  });

  it('offers nothing without a usable number', () => {
    expect(whatsappUrl(null, 'x')).toBeNull();
    expect(whatsappUrl('12345', 'x')).toBeNull();
    expect(whatsappUrl('1234567890123456', 'x')).toBeNull();
  });
});

describe('schemas', () => {
  it('a stage that does not exist, Perdido without a reason, a tampered id', () => {
    expect(firstMessage(stageSchema.safeParse({ contactId, stage: 'ganho' }))).toBe('invalidStage');
    expect(firstMessage(stageSchema.safeParse({ contactId, stage: 'perdido', reason: '   ' }))).toBe('reasonRequired');
    expect(stageSchema.safeParse({ contactId, stage: 'perdido', reason: 'Desistiu' }).success).toBe(true);
    expect(firstMessage(stageSchema.safeParse({ contactId: '../x', stage: 'novo' }))).toBe('notFound');
  });

  it('notes: required, at most 2,000 characters, script kept as text', () => {
    expect(firstMessage(noteSchema.safeParse({ contactId, body: 'a'.repeat(20000) }))).toBe('noteTooLong');
    expect(firstMessage(noteSchema.safeParse({ contactId, body: '  ' }))).toBe('noteRequired');
    expect(noteSchema.parse({ contactId, body: '<script>alert(1)</script>' }).body).toBe('<script>alert(1)</script>');
    expect(editNoteSchema.safeParse({ noteId: '-1', body: 'x' }).success).toBe(false);
  });

  it('next action: date and text together, from today', () => {
    expect(nextActionSchema.safeParse({ contactId, date: saoPauloDate(1), text: 'Ligar' }).success).toBe(true);
    expect(nextActionSchema.safeParse({ contactId, date: '', text: '' }).success).toBe(true);
    expect(firstMessage(nextActionSchema.safeParse({ contactId, date: saoPauloDate(-1), text: 'Ligar' }))).toBe('nextActionDate');
    expect(firstMessage(nextActionSchema.safeParse({ contactId, date: saoPauloDate(1), text: '' }))).toBe('nextActionIncomplete');
    expect(firstMessage(nextActionSchema.safeParse({ contactId, date: '2026-02-30x', text: 'a' }))).toBe('nextActionDate');
    expect(firstMessage(nextActionSchema.safeParse({ contactId, date: saoPauloDate(1), text: 'x'.repeat(141) }))).toBe('nextActionTooLong');
  });
});

describe('parseContactFilters', () => {
  it('keeps known stages, ignores the rest', () => {
    expect(parseContactFilters({ etapa: 'perdido', q: ' Ana ', corretor: 'nenhum' })).toEqual({ q: 'Ana', stage: 'perdido', broker: 'nenhum' });
    expect(parseContactFilters({ etapa: '<script>', corretor: ['a', 'b'] })).toEqual({ q: '', stage: null, broker: 'a' });
  });
});

describe('the next-action reminder (NotificationEvents.crm.next_action)', () => {
  it('names the client and the action in pt-BR, en and es', () => {
    const row: StoredNotification = {
      id: 1, kind: 'crm_next_action', category: 'contatos', message_key: 'crm.next_action',
      params: { person: 'Ana Souza', action: 'Ligar às 18h', due: '2026-11-27' },
      title: 'Próxima ação: Ana Souza', body: 'Ligar às 18h', link: '/clientes/e22f3f2d4f6f2148436e77a5ce519be9',
      read_at: null, created_at: '2026-11-27T09:00:00Z',
    };
    const text = (locale: 'pt-BR' | 'en' | 'es') => {
      const r = renderNotification(row, eventTranslator(locale), locale, 'America/Sao_Paulo');
      return `${r.title} | ${r.body}`;
    };
    expect(text('pt-BR')).toBe('Próxima ação: Ana Souza | Hoje: Ligar às 18h');
    expect(text('en')).toBe('Next action: Ana Souza | Today: Ligar às 18h');
    expect(text('es')).toBe('Próxima acción: Ana Souza | Hoy: Ligar às 18h');
  });
});
