import { grammarError, notImplemented, RestError } from './errors.ts';

/**
 * The PostgREST query grammar (contract §C.2, PostgREST's QueryParams.hs): select, filters, logic
 * trees, order, columns. Pure functions from strings to syntax trees; nothing here touches SQL.
 */

export interface JsonOp {
  arrow: '->' | '->>';
  key: string;
  index: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonOp[];
}

export type SelectItem =
  | { type: 'star' }
  | { type: 'field'; field: Field; alias?: string; cast?: string }
  | { type: 'embed'; name: string; alias?: string; hint?: string; joinType?: 'inner' | 'left'; select: SelectItem[] };

export type SimpleOp = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch' | 'cs' | 'cd' | 'ov';
export type FtsOp = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsVal = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'op'; op: SimpleOp; quant?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsVal }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOp; lang?: string; value: string };

export interface OpExpr {
  not: boolean;
  operation: Operation;
}

export interface Filter {
  field: Field;
  expr: OpExpr;
}

export type LogicTree =
  | { type: 'expr'; not: boolean; op: 'and' | 'or'; children: LogicTree[] }
  | { type: 'stmt'; filter: Filter };

export interface OrderTerm {
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const SIMPLE_OPS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'cs', 'cd', 'ov']);
const QUANT_OPS = new Set<string>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const RANGE_OPS = new Set<string>(['sl', 'sr', 'nxl', 'nxr', 'adj']);
const FTS_OPS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);

/** True when a query-string value reads as an operator expression (PostgREST's `hasOperator`). */
export function hasOperator(value: string): boolean {
  const parts = value.split('.');
  if (parts[0] === 'not' && parts.length > 1) return true;
  if (parts[0] === 'is' || parts[0] === 'in') return true;
  const head = parts[0];
  if (SIMPLE_OPS.has(head) || RANGE_OPS.has(head) || FTS_OPS.has(head) || head === 'isdistinct') return true;
  const m = /^([a-z]+)\(/.exec(value);
  if (m && (FTS_OPS.has(m[1]) || QUANT_OPS.has(m[1]))) return true;
  return false;
}

/**
 * How deep `and`/`or` trees and embeds may nest (issue #32 §3). Deeper input is a 400 PGRST100 here: parsed
 * and turned into SQL by recursion, 3,000 nested `or(` overflowed the stack into a 500 (and Postgres's own
 * parser would refuse such SQL with 'stack depth limit exceeded').
 */
export const MAX_NESTING = 100;

class Cursor {
  pos = 0;
  depth = 0;
  expected: string[] = [];
  /** Enters one level of nesting; past MAX_NESTING the input is refused. */
  enter() {
    if (++this.depth > MAX_NESTING) this.failMessage(`nesting deeper than ${MAX_NESTING} levels`);
  }
  constructor(
    readonly s: string,
    readonly what: string,
  ) {}
  get done() {
    return this.pos >= this.s.length;
  }
  peek(o = 0): string {
    return this.s[this.pos + o] ?? '';
  }
  startsWith(t: string): boolean {
    return this.s.startsWith(t, this.pos);
  }
  eat(t: string): boolean {
    if (this.startsWith(t)) {
      this.pos += t.length;
      return true;
    }
    return false;
  }
  expect(t: string, expecting?: string[]): void {
    if (!this.eat(t)) this.fail(expecting ?? [`"${t}"`]);
  }
  fail(expecting: string[], message?: string): never {
    const unexpected = this.done ? 'end of input' : JSON.stringify(this.peek());
    const details = message ?? `unexpected ${unexpected} expecting ${formatList(expecting)}`;
    throw grammarError(this.what, this.s, this.pos + 1, details);
  }
  failMessage(message: string, column = this.pos + 1): never {
    throw grammarError(this.what, this.s, column, message);
  }
}

function formatList(items: string[]): string {
  const u = [...new Set(items)];
  if (u.length <= 1) return u.join('');
  return `${u.slice(0, -1).join(', ')} or ${u[u.length - 1]}`;
}

const IDENT_CHAR = /[\p{L}\p{N}_ $]/u;
const FIELD_EXPECT = 'field name (* or [a..z0..9_$])';

function parseQuoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  for (;;) {
    if (c.done) c.fail(['"\\""']);
    const ch = c.peek();
    if (ch === '"') {
      c.pos++;
      return out;
    }
    if (ch === '\\') {
      c.pos++;
      if (c.done) c.fail(['any character']);
    }
    out += c.peek();
    c.pos++;
  }
}

function parseIdent(c: Cursor): string {
  const start = c.pos;
  while (!c.done && IDENT_CHAR.test(c.peek())) c.pos++;
  if (c.pos === start) c.fail([FIELD_EXPECT]);
  return c.s.slice(start, c.pos).trim();
}

function parseFieldName(c: Cursor): string {
  if (c.peek() === '"') return parseQuoted(c);
  const parts = [parseIdent(c)];
  while (c.peek() === '-' && c.peek(1) !== '>') {
    c.pos++;
    parts.push(parseIdent(c));
  }
  return parts.join('-');
}

function parseJsonPath(c: Cursor): JsonOp[] {
  const ops: JsonOp[] = [];
  for (;;) {
    let arrow: JsonOp['arrow'];
    if (c.eat('->>')) arrow = '->>';
    else if (c.eat('->')) arrow = '->';
    else return ops;
    const idx = /^-?\d+(?=->|::|\.|,|\)|$)/.exec(c.s.slice(c.pos));
    if (idx) {
      c.pos += idx[0].length;
      ops.push({ arrow, key: idx[0], index: true });
    } else {
      ops.push({ arrow, key: parseFieldName(c), index: false });
    }
  }
}

function parseField(c: Cursor): Field {
  const name = parseFieldName(c);
  return { name, jsonPath: parseJsonPath(c) };
}

// ---------------------------------------------------------------------------------------------------
// select

export function parseSelect(input: string): SelectItem[] {
  const c = new Cursor(input, 'select parameter');
  const items = parseSelectList(c, false);
  if (!c.done) c.fail(['","', 'end of input']);
  return items;
}

function parseSelectList(c: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  if (nested && c.peek() === ')') return items; // `rel()` embeds only for filtering
  c.enter();
  for (;;) {
    items.push(parseSelectItem(c, nested));
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    c.depth--;
    return items;
  }
}

function endOfItem(c: Cursor, nested: boolean, expecting: string[]) {
  if (c.done || c.peek() === ',' || (nested && c.peek() === ')')) return;
  c.fail([...expecting, ...(nested ? ['")"'] : []), '","', 'end of input']);
}

function parseSelectItem(c: Cursor, nested: boolean): SelectItem {
  if (c.startsWith('..')) {
    throw notImplemented('spread embedding (...relation)');
  }
  if (c.peek() === '*') {
    c.pos++;
    endOfItem(c, nested, []);
    return { type: 'star' };
  }
  let alias: string | undefined;
  let name = parseFieldName(c);
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    if (c.startsWith('..')) throw notImplemented('spread embedding (...relation)');
    name = parseFieldName(c);
  }
  if (c.startsWith('()') && name === 'count') throw notImplemented('aggregate functions (count())');
  if (c.peek() === '!' || c.peek() === '(') {
    let hint: string | undefined;
    let joinType: 'inner' | 'left' | undefined;
    for (let i = 0; i < 2 && c.peek() === '!'; i++) {
      c.pos++;
      const p = parseFieldName(c);
      if (p === 'inner' || p === 'left') joinType = p;
      else hint = p;
    }
    c.expect('(', ['"!"', '"("']);
    const select = parseSelectList(c, true);
    c.expect(')', ['","', '")"']);
    endOfItem(c, nested, []);
    return { type: 'embed', name, alias, hint, joinType, select };
  }
  const jsonPath = parseJsonPath(c);
  let cast: string | undefined;
  if (c.eat('::')) {
    const start = c.pos;
    while (!c.done && IDENT_CHAR.test(c.peek())) c.pos++;
    cast = c.s.slice(start, c.pos).trim();
    if (!cast) c.fail(['letter or digit']);
  }
  if (c.peek() === '.') {
    const m = /^\.(sum|avg|min|max|count)\(\)/.exec(c.s.slice(c.pos));
    if (m) throw notImplemented(`aggregate functions (${m[1]}())`);
  }
  endOfItem(c, nested, ['letter', 'digit', '"-"', '"->>"', '"->"', '"::"']);
  return { type: 'field', field: { name, jsonPath }, alias, cast };
}

// ---------------------------------------------------------------------------------------------------
// filter keys and values

/** `a.b.col->x` → embed path [a, b] and field col->x. */
export function parseTreePath(key: string): { path: string[]; field: Field } {
  const c = new Cursor(key, 'tree path');
  const names = [parseFieldName(c)];
  while (c.peek() === '.') {
    c.pos++;
    names.push(parseFieldName(c));
  }
  const jsonPath = parseJsonPath(c);
  if (!c.done) c.fail(['"."', '"->"', 'end of input']);
  return { path: names.slice(0, -1), field: { name: names[names.length - 1], jsonPath } };
}

/** A top-level filter value: `[not.]op.value` with the value taken verbatim. */
export function parseFilterValue(value: string): OpExpr {
  const c = new Cursor(value, 'filter');
  const expr = parseOpExpr(c, false);
  if (!c.done) c.fail(['end of input']);
  return expr;
}

function parseOpExpr(c: Cursor, inTree: boolean): OpExpr {
  let not = false;
  if (c.startsWith('not.')) {
    not = true;
    c.pos += 4;
  }
  const start = c.pos;
  const m = /^([a-z]+)(\(([^)]*)\))?\./.exec(c.s.slice(c.pos));
  if (!m) {
    // PostgREST: manyTill anyChar delimiter
    const dot = c.s.indexOf('.', c.pos);
    if (dot < 0 || (inTree && /[,)]/.test(c.s.slice(c.pos, dot)))) {
      c.pos = inTree ? c.pos : c.s.length;
      c.fail(['delimiter (.)'], `unexpected end of input expecting operator (eq, gt, ...)`);
    }
    c.failMessage(`unknown single value operator ${c.s.slice(c.pos, dot)}`, dot + 2);
  }
  const op = m[1];
  const arg = m[3];
  c.pos += m[0].length;
  const readValue = () => (inTree ? parseTreeValue(c) : readRest(c));

  if (arg === undefined && op === 'in') {
    return { not, operation: { kind: 'in', values: parseList(c) } };
  }
  if (arg === undefined && op === 'is') {
    const raw = readValue();
    const v = raw.toLowerCase();
    if (v === 'null' || v === 'not_null' || v === 'true' || v === 'false' || v === 'unknown') {
      return { not, operation: { kind: 'is', value: v } };
    }
    c.failMessage(
      `unexpected ${JSON.stringify(raw.slice(0, 1) || 'end of input')} expecting null or trilean value (unknown, true, false)`,
      start + 4,
    );
  }
  if (arg === undefined && op === 'isdistinct') {
    return { not, operation: { kind: 'isdistinct', value: readValue() } };
  }
  if (FTS_OPS.has(op)) {
    if (arg !== undefined && !/^[\p{L}\p{N}_ $]+$/u.test(arg)) {
      c.failMessage(`unknown fts operator ${op}(${arg})`, start + 1);
    }
    return { not, operation: { kind: 'fts', op: op as FtsOp, lang: arg?.trim(), value: readValue() } };
  }
  if (RANGE_OPS.has(op)) throw notImplemented(`range operators (${op})`);
  if (SIMPLE_OPS.has(op)) {
    if (arg === undefined) return { not, operation: { kind: 'op', op: op as SimpleOp, value: readValue() } };
    if ((arg === 'any' || arg === 'all') && QUANT_OPS.has(op)) {
      return { not, operation: { kind: 'op', op: op as SimpleOp, quant: arg, value: readValue() } };
    }
  }
  c.failMessage(`unknown single value operator ${m[0].slice(0, -1)}`, start + m[0].length + 1);
}

function readRest(c: Cursor): string {
  const v = c.s.slice(c.pos);
  c.pos = c.s.length;
  return v;
}

/** Inside `or=(…)`: a quoted value, a `{…}` array/object literal, or characters up to `,` / `)`. */
function parseTreeValue(c: Cursor): string {
  if (c.peek() === '"') {
    const save = c.pos;
    try {
      const v = parseQuoted(c);
      if (c.done || c.peek() === ',' || c.peek() === ')') return v;
    } catch (e) {
      if (!(e instanceof RestError)) throw e;
    }
    c.pos = save;
  }
  if (c.peek() === '{') {
    let depth = 0;
    const start = c.pos;
    let inStr = false;
    while (!c.done) {
      const ch = c.peek();
      if (inStr) {
        if (ch === '\\') c.pos++;
        else if (ch === '"') inStr = false;
      } else if (ch === '"') inStr = true;
      else if (ch === '{') depth++;
      else if (ch === '}') {
        depth--;
        if (depth === 0) {
          c.pos++;
          return c.s.slice(start, c.pos);
        }
      }
      c.pos++;
    }
    c.pos = start;
  }
  const start = c.pos;
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
  return c.s.slice(start, c.pos);
}

/** `(a,"b,c",d)` */
function parseList(c: Cursor): string[] {
  while (c.peek() === ' ') c.pos++;
  c.expect('(');
  const values: string[] = [];
  for (;;) {
    let v: string | null = null;
    if (c.peek() === '"') {
      const save = c.pos;
      try {
        const q = parseQuoted(c);
        if (c.peek() === ',' || c.peek() === ')') v = q;
      } catch (e) {
        if (!(e instanceof RestError)) throw e;
      }
      if (v === null) c.pos = save;
    }
    if (v === null) {
      const start = c.pos;
      while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
      v = c.s.slice(start, c.pos);
    }
    values.push(v);
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    break;
  }
  c.expect(')', ['","', '")"']);
  while (c.peek() === ' ') c.pos++;
  return values;
}

// ---------------------------------------------------------------------------------------------------
// logic trees

/** The key of a logic param: `or`, `not.and`, `rel.or`, `rel.not.or` → embed path + op + negation. */
export function parseLogicKey(key: string): { path: string[]; op: 'and' | 'or'; not: boolean } {
  const c = new Cursor(key, 'logic path');
  const names = [parseFieldName(c)];
  while (c.peek() === '.') {
    c.pos++;
    names.push(parseFieldName(c));
  }
  if (!c.done) c.fail(['"."', 'end of input']);
  const op = names[names.length - 1] as 'and' | 'or';
  const not = names.slice(0, -1).includes('not');
  return { path: names.slice(0, -1).filter((n) => n !== 'not'), op, not };
}

/** The value of a logic param, e.g. `(a.eq.1,or(b.gt.2,c.is.null))`, under the key's operator. */
export function parseLogicValue(op: 'and' | 'or', not: boolean, value: string): LogicTree {
  const c = new Cursor(value, 'logic tree');
  const children = parseLogicChildren(c);
  if (!c.done) c.fail(['end of input']);
  return { type: 'expr', not, op, children };
}

function parseLogicChildren(c: Cursor): LogicTree[] {
  c.expect('(');
  c.enter();
  const children: LogicTree[] = [];
  for (;;) {
    while (c.peek() === ' ') c.pos++;
    children.push(parseLogicItem(c));
    while (c.peek() === ' ') c.pos++;
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    break;
  }
  c.expect(')', ['","', '")"']);
  c.depth--;
  return children;
}

function parseLogicItem(c: Cursor): LogicTree {
  const m = /^(not\.)?(and|or)\(/.exec(c.s.slice(c.pos));
  if (m) {
    c.pos += m[0].length - 1;
    return { type: 'expr', not: !!m[1], op: m[2] as 'and' | 'or', children: parseLogicChildren(c) };
  }
  if (c.peek() === ')' || c.peek() === ',' || c.done) {
    c.fail([FIELD_EXPECT, 'negation operator (not)', 'logic operator (and, or)']);
  }
  const field = parseField(c);
  c.expect('.', ['delimiter (.)']);
  // `rel.col.op.value` inside a tree would filter on an embedded resource: not supported.
  // Anything else (`col.zz.1`) is an unknown operator, a parse error like PostgREST's.
  const isOp = (w: string) =>
    w === 'not' || w === 'in' || w === 'is' || w === 'isdistinct' || SIMPLE_OPS.has(w) || RANGE_OPS.has(w) || FTS_OPS.has(w);
  const rest = c.s.slice(c.pos);
  const word = /^[a-z_]+/i.exec(rest)?.[0] ?? '';
  const next = rest[word.length];
  const after = /^[a-z_]+(?:->>?[^.]*)?\.([a-z]+)[.(]/i.exec(rest)?.[1] ?? '';
  if (!isOp(word) && word && (next === '-' || (next === '.' && isOp(after)))) {
    throw notImplemented('filters on embedded resources inside and/or trees');
  }
  return { type: 'stmt', filter: { field, expr: parseOpExpr(c, true) } };
}

// ---------------------------------------------------------------------------------------------------
// order, columns

export function parseOrder(input: string): OrderTerm[] {
  const c = new Cursor(input, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    const name = parseFieldName(c);
    let term: OrderTerm;
    if (c.peek() === '(') {
      c.pos++;
      const field = parseField(c);
      c.expect(')');
      term = { relation: name, field };
    } else {
      term = { field: { name, jsonPath: parseJsonPath(c) } };
    }
    if (c.peek() === '.') {
      const save = c.pos;
      c.pos++;
      if (c.eat('asc')) term.direction = 'asc';
      else if (c.eat('desc')) term.direction = 'desc';
      else c.pos = save;
    }
    if (c.peek() === '.') {
      c.pos++;
      if (c.eat('nullsfirst')) term.nulls = 'first';
      else if (c.eat('nullslast')) term.nulls = 'last';
      else c.fail(term.direction ? ['"nullsfirst"', '"nullslast"'] : ['"asc"', '"desc"', '"nullsfirst"', '"nullslast"']);
    }
    if (!c.done && c.peek() !== ',') c.fail(['delimiter (.)', '","', 'end of input']);
    terms.push(term);
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    return terms;
  }
}

/** `columns=` / `on_conflict=`: field names separated by commas. */
export function parseColumns(input: string, what: string): string[] {
  const c = new Cursor(input, what);
  const cols: string[] = [];
  for (;;) {
    while (c.peek() === ' ') c.pos++;
    cols.push(parseFieldName(c));
    while (c.peek() === ' ') c.pos++;
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    break;
  }
  if (!c.done) c.fail(['","', 'end of input']);
  return cols;
}
