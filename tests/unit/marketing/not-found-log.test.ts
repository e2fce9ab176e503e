import { notFoundLogLine } from '@/lib/request-path';

describe('the 404 log line', () => {
  test('names the path and query the visitor asked for', () => {
    expect(notFoundLogLine('/imovel/abc?ref=whatsapp')).toBe('[404] /imovel/abc?ref=whatsapp');
  });

  test('cannot forge a second log line or run on forever', () => {
    const line = notFoundLogLine(`/x\n[404] /forged\u001b[31m${'a'.repeat(1000)}`);
    expect(line).not.toContain('\n');
    expect(line).not.toContain('\u001b');
    expect(line.startsWith('[404] /x?[404] /forged?[31m')).toBe(true);
    expect(line.length).toBe('[404] '.length + 300);
  });
});
