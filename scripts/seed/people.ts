/** Brazilian names, documents (with valid check digits) and phone numbers for the seed's people. */
import { slugify } from './places.ts';
import type { Rng } from './prng.ts';

export const FIRST_NAMES_F = [
  'Ana', 'Beatriz', 'Camila', 'Carolina', 'Daniela', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Juliana',
  'Larissa', 'Letícia', 'Luana', 'Mariana', 'Natália', 'Patrícia', 'Rafaela', 'Renata', 'Sofia', 'Tatiane',
  'Valentina', 'Vanessa', 'Yasmin', 'Alice', 'Bianca', 'Cláudia', 'Débora', 'Elaine', 'Flávia', 'Giovana',
  'Lívia', 'Marina', 'Paula', 'Priscila', 'Sabrina', 'Simone', 'Thaís', 'Vitória', 'Aline', 'Bruna',
] as const;

export const FIRST_NAMES_M = [
  'André', 'Bruno', 'Carlos', 'Daniel', 'Diego', 'Eduardo', 'Felipe', 'Gabriel', 'Gustavo', 'Henrique',
  'Igor', 'João', 'José', 'Leonardo', 'Lucas', 'Marcelo', 'Mateus', 'Miguel', 'Paulo', 'Pedro',
  'Rafael', 'Ricardo', 'Rodrigo', 'Samuel', 'Thiago', 'Vinícius', 'Antônio', 'Caio', 'Davi', 'Fábio',
  'Fernando', 'Guilherme', 'Heitor', 'Júlio', 'Leandro', 'Márcio', 'Otávio', 'Renato', 'Sérgio', 'Vitor',
] as const;

export const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Cavalcanti', 'Monteiro', 'Moura', 'Correia',
  'Pinto', 'Campos', 'Batista', 'Azevedo', 'Castro', 'Duarte', 'Farias', 'Macedo', 'Siqueira', 'Brandão',
] as const;

/** Generates distinct full names and matching e-mail addresses. */
export class NameBook {
  private used = new Set<string>();
  private emails = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const e of reserved) this.emails.add(e);
  }

  reserveName(name: string) {
    this.used.add(name);
  }

  person(rng: Rng): { name: string; first: string; last: string; feminine: boolean } {
    for (;;) {
      const feminine = rng.bool();
      const first = rng.pick(feminine ? FIRST_NAMES_F : FIRST_NAMES_M);
      const last = rng.bool(0.4) ? `${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}` : rng.pick(LAST_NAMES);
      const name = `${first} ${last}`;
      if (new Set(last.split(' ')).size !== last.split(' ').length || this.used.has(name)) continue;
      this.used.add(name);
      return { name, first, last, feminine };
    }
  }

  /** `first.last@domain`, with a number when taken. */
  email(first: string, last: string, domain = 'lar.dev'): string {
    const base = `${slugify(first)}.${slugify(last.split(' ').pop() ?? last)}`.replace(/-/g, '');
    let candidate = `${base}@${domain}`;
    for (let n = 2; this.emails.has(candidate); n++) candidate = `${base}${n}@${domain}`;
    this.emails.add(candidate);
    return candidate;
  }
}

function digits(rng: Rng, count: number): number[] {
  return Array.from({ length: count }, () => rng.int(0, 9));
}

function cpfCheck(base: number[]): number {
  const weightStart = base.length + 1;
  const sum = base.reduce((s, d, i) => s + d * (weightStart - i), 0);
  const r = (sum * 10) % 11;
  return r === 10 ? 0 : r;
}

/** A CPF (11 digits, no mask) with valid check digits. */
export function cpf(rng: Rng): string {
  for (;;) {
    const base = digits(rng, 9);
    if (base.every((d) => d === base[0])) continue;
    const d1 = cpfCheck(base);
    const d2 = cpfCheck([...base, d1]);
    return [...base, d1, d2].join('');
  }
}

export function isValidCpf(value: string): boolean {
  const d = value.replace(/\D/g, '');
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const n = d.split('').map(Number);
  return cpfCheck(n.slice(0, 9)) === n[9] && cpfCheck(n.slice(0, 10)) === n[10];
}

function cnpjCheck(base: number[]): number {
  const weights = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = base.reduce((s, d, i) => s + d * weights[i], 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A CNPJ (14 digits, no mask) of a head office (0001) with valid check digits. */
export function cnpj(rng: Rng): string {
  const base = [...digits(rng, 8), 0, 0, 0, 1];
  const d1 = cnpjCheck(base);
  const d2 = cnpjCheck([...base, d1]);
  return [...base, d1, d2].join('');
}

export function isValidCnpj(value: string): boolean {
  const d = value.replace(/\D/g, '');
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  const n = d.split('').map(Number);
  return cnpjCheck(n.slice(0, 12)) === n[12] && cnpjCheck(n.slice(0, 13)) === n[13];
}

/** A mobile number in the usual mask: "(11) 98765-4321". */
export function mobile(rng: Rng, ddd: string): string {
  return `(${ddd}) 9${rng.int(6000, 9999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}
