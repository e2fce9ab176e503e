/**
 * The part of Go's `html/template` that Supabase Auth's e-mail templates use, so the local stack renders the
 * files of `supabase/templates/` exactly as GoTrue does (internal/mailer/templatemailer: subjects and bodies
 * are both parsed with `html/template` and executed with a map of variables).
 *
 * Supported: `{{ .Var }}`, `{{ .Data.key }}` (a missing key is empty, as in html/template), literals,
 * `{{ if }}/{{ else if }}/{{ else }}/{{ end }}`, `{{ with }}`, the functions `eq ne lt le gt ge and or not
 * len index print`, pipes, comments `{{/* … *\/}}` and the trim markers `{{-` / `-}}`. Output is escaped by
 * context like html/template: HTML text and quoted attributes are HTML-escaped (`+` as `&#43;`, quotes as
 * `&#34;`/`&#39;`), values in a URL attribute are filtered (only http, https, mailto or relative) and
 * normalised at the start of the URL and percent-encoded (lower-case hex) in its query, and HTML comments
 * in the template are dropped. Anything else (an action inside `<script>`, `<style>`, an unquoted or event
 * attribute, `range`, variables, templates) throws, so a template never renders differently here than on
 * Supabase without anyone noticing.
 */

type Value = unknown;

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'action'; pipe: Pipe }
  | { kind: 'if' | 'with'; pipe: Pipe; then: Node[]; else: Node[] };

type Operand =
  | { kind: 'field'; path: string[] }
  | { kind: 'literal'; value: Value }
  | { kind: 'call'; name: string; args: Operand[] }
  | { kind: 'paren'; pipe: Pipe };

type Pipe = Operand[];

export class GoTemplateError extends Error {}

// Lexing ------------------------------------------------------------------------------------------------

interface RawAction {
  body: string;
}

function split(source: string): (string | RawAction)[] {
  const parts: (string | RawAction)[] = [];
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{{', i);
    if (open < 0) {
      parts.push(source.slice(i));
      break;
    }
    let text = source.slice(i, open);
    let start = open + 2;
    if (source.startsWith('- ', start) || source.startsWith('-\t', start) || source.startsWith('-\n', start)) {
      text = text.replace(/\s+$/, '');
      start += 1;
    }
    if (text) parts.push(text);
    const isComment = /^\s*\/\*/.test(source.slice(start, start + 8));
    const close = isComment ? source.indexOf('*/', start) : start;
    if (close < 0) throw new GoTemplateError(`unclosed comment at ${open}`);
    const end = source.indexOf('}}', close);
    if (end < 0) throw new GoTemplateError(`unclosed action at ${open}`);
    let body = source.slice(start, end);
    let next = end + 2;
    if (/[ \t\n]-$/.test(body)) {
      body = body.slice(0, -1);
      const rest = source.slice(next);
      next += rest.length - rest.replace(/^\s+/, '').length;
    }
    if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(body)) parts.push({ body: body.trim() });
    i = next;
  }
  return parts;
}

function tokenize(body: string): string[] {
  const tokens: string[] = [];
  const re = /\s*("(?:[^"\\]|\\.)*"|`[^`]*`|\(|\)|\||[^\s()|]+)/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(body))) {
    tokens.push(m[1]);
    end = re.lastIndex;
  }
  if (body.slice(end).trim()) throw new GoTemplateError(`cannot read action {{ ${body} }}`);
  return tokens;
}

// Parsing -----------------------------------------------------------------------------------------------

const FUNCTIONS = new Set(['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'and', 'or', 'not', 'len', 'index', 'print']);

function parsePipe(tokens: string[], pos: { i: number }, closing?: string): Pipe {
  const commands: Operand[] = [];
  for (;;) {
    const args: Operand[] = [];
    while (pos.i < tokens.length && tokens[pos.i] !== '|' && tokens[pos.i] !== closing) {
      args.push(parseOperand(tokens, pos));
    }
    if (!args.length) throw new GoTemplateError('empty command');
    const [head, ...rest] = args;
    if (head.kind === 'call') commands.push({ kind: 'call', name: head.name, args: rest });
    else if (rest.length) throw new GoTemplateError('a value cannot take arguments');
    else commands.push(head);
    if (tokens[pos.i] === '|') {
      pos.i += 1;
      continue;
    }
    return commands;
  }
}

function parseOperand(tokens: string[], pos: { i: number }): Operand {
  const t = tokens[pos.i++];
  if (t === '(') {
    const pipe = parsePipe(tokens, pos, ')');
    if (tokens[pos.i++] !== ')') throw new GoTemplateError('unclosed parenthesis');
    return { kind: 'paren', pipe };
  }
  if (t === '.') return { kind: 'field', path: [] };
  if (/^(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(t)) return { kind: 'field', path: t.slice(1).split('.') };
  if (t.startsWith('"')) return { kind: 'literal', value: JSON.parse(t) as string };
  if (t.startsWith('`')) return { kind: 'literal', value: t.slice(1, -1) };
  if (t === 'true' || t === 'false') return { kind: 'literal', value: t === 'true' };
  if (t === 'nil') return { kind: 'literal', value: null };
  if (/^-?\d+(\.\d+)?$/.test(t)) return { kind: 'literal', value: Number(t) };
  if (FUNCTIONS.has(t)) return { kind: 'call', name: t, args: [] };
  throw new GoTemplateError(`unsupported in this renderer: ${t}`);
}

function parse(source: string): Node[] {
  const parts = split(source);
  let i = 0;
  const block = (terminators: string[]): { nodes: Node[]; end: string; elseIf?: Node } => {
    const nodes: Node[] = [];
    while (i < parts.length) {
      const part = parts[i++];
      if (typeof part === 'string') {
        nodes.push({ kind: 'text', text: part });
        continue;
      }
      const tokens = tokenize(part.body);
      const word = tokens[0];
      if (word === 'end' || word === 'else') {
        if (!terminators.includes(word)) throw new GoTemplateError(`unexpected {{ ${part.body} }}`);
        if (word === 'else' && tokens[1] === 'if') {
          // {{ else if x }} is {{ else }}{{ if x }}…{{ end }} sharing the outer end.
          const pos = { i: 2 };
          const pipe = parsePipe(tokens, pos);
          const inner = block(['else', 'end']);
          const elseNodes = inner.end === 'else' ? block(['end']).nodes : inner.elseIf ? [inner.elseIf] : [];
          return { nodes, end: 'end', elseIf: { kind: 'if', pipe, then: inner.nodes, else: elseNodes } };
        }
        if (tokens.length > 1) throw new GoTemplateError(`unexpected {{ ${part.body} }}`);
        return { nodes, end: word };
      }
      if (word === 'if' || word === 'with') {
        const pos = { i: 1 };
        const pipe = parsePipe(tokens, pos);
        const then = block(['else', 'end']);
        const elseNodes = then.end === 'else' ? block(['end']).nodes : then.elseIf ? [then.elseIf] : [];
        nodes.push({ kind: word, pipe, then: then.nodes, else: elseNodes });
        continue;
      }
      if (['range', 'template', 'define', 'block', 'break', 'continue'].includes(word) || word.startsWith('$')) {
        throw new GoTemplateError(`unsupported in this renderer: {{ ${part.body} }}`);
      }
      const pos = { i: 0 };
      nodes.push({ kind: 'action', pipe: parsePipe(tokens, pos) });
      if (pos.i !== tokens.length) throw new GoTemplateError(`cannot read action {{ ${part.body} }}`);
    }
    if (terminators.length) throw new GoTemplateError('missing {{ end }}');
    return { nodes, end: '' };
  };
  return block([]).nodes;
}

// Execution ---------------------------------------------------------------------------------------------

/** Go's notion of an empty value (false, 0, nil, empty string, array or map). */
export function truthy(v: Value): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v as object).length > 0;
  return true;
}

function field(dot: Value, path: string[]): Value {
  let v = dot;
  for (const key of path) {
    if (v === null || v === undefined) return undefined;
    if (typeof v !== 'object') throw new GoTemplateError(`can't evaluate field ${key} in a ${typeof v}`);
    v = (v as Record<string, Value>)[key];
  }
  return v;
}

function call(name: string, args: Value[]): Value {
  const [a, b] = args;
  switch (name) {
    case 'eq':
      return args.slice(1).some((x) => x === a);
    case 'ne':
      return a !== b;
    case 'lt':
      return (a as number) < (b as number);
    case 'le':
      return (a as number) <= (b as number);
    case 'gt':
      return (a as number) > (b as number);
    case 'ge':
      return (a as number) >= (b as number);
    case 'and':
      return args.find((x) => !truthy(x)) ?? args[args.length - 1];
    case 'or':
      return args.find((x) => truthy(x)) ?? args[args.length - 1];
    case 'not':
      return !truthy(a);
    case 'len':
      return typeof a === 'string' || Array.isArray(a) ? a.length : Object.keys((a as object) ?? {}).length;
    case 'print':
      // fmt.Sprint: nil prints as <nil>, which makes `eq (print .Data.x) "y"` safe when x is missing.
      return args.map((x) => (x === null || x === undefined ? '<nil>' : stringify(x))).join('');
    case 'index':
      return args.slice(1).reduce((v: Value, k) => (v == null ? undefined : (v as Record<string, Value>)[String(k)]), a);
  }
  throw new GoTemplateError(`unknown function ${name}`);
}

function evalOperand(op: Operand, dot: Value, piped: Value[]): Value {
  switch (op.kind) {
    case 'field':
      return field(dot, op.path);
    case 'literal':
      return op.value;
    case 'paren':
      return evalPipe(op.pipe, dot);
    case 'call':
      return call(op.name, [...op.args.map((a) => evalOperand(a, dot, [])), ...piped]);
  }
}

function evalPipe(pipe: Pipe, dot: Value): Value {
  let value: Value;
  pipe.forEach((command, i) => {
    value = evalOperand(command, dot, i === 0 ? [] : [value]);
  });
  return value;
}

type Piece = { literal: string } | { value: Value };

function execute(nodes: Node[], dot: Value, out: Piece[]) {
  for (const node of nodes) {
    if (node.kind === 'text') out.push({ literal: node.text });
    else if (node.kind === 'action') out.push({ value: evalPipe(node.pipe, dot) });
    else {
      const v = evalPipe(node.pipe, dot);
      if (truthy(v)) execute(node.then, node.kind === 'with' ? v : dot, out);
      else execute(node.else, dot, out);
    }
  }
}

// Contextual escaping -----------------------------------------------------------------------------------

const HTML_ESCAPES: Record<string, string> = {
  '\0': '\uFFFD',
  '"': '&#34;',
  '&': '&amp;',
  "'": '&#39;',
  '+': '&#43;',
  '<': '&lt;',
  '>': '&gt;',
};

/** html/template's htmlEscaper / attrEscaper for quoted attributes. */
export function htmlEscape(s: string): string {
  return s.replace(/[\0"&'+<>]/g, (c) => HTML_ESCAPES[c]);
}

/** html/template's urlProcessor: `norm` keeps reserved characters and valid escapes (urlNormalizer). */
export function urlProcess(s: string, norm: boolean): string {
  const bytes = Buffer.from(s, 'utf8');
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    const ch = String.fromCharCode(c);
    if (/[A-Za-z0-9\-._~]/.test(ch)) out += ch;
    else if (norm && "!#$&*+,/:;=?@[]".includes(ch)) out += ch;
    else if (norm && ch === '%' && /^[0-9A-Fa-f]{2}$/.test(String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0))) out += ch;
    else out += `%${c.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** html/template's urlFilter: a value starting a URL may have no scheme, or http, https or mailto. */
function urlFilter(s: string): string {
  const colon = s.indexOf(':');
  if (colon >= 0 && !/[/?#]/.test(s.slice(0, colon))) {
    const scheme = s.slice(0, colon).toLowerCase();
    if (scheme !== 'http' && scheme !== 'https' && scheme !== 'mailto') return '#ZgotmplZ';
  }
  return s;
}

/** Go's fmt.Sprint of a value (nil prints nothing in html/template). */
function stringify(v: Value): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return Array.isArray(v) ? `[${v.map(stringify).join(' ')}]` : `map[${Object.entries(v as object).map(([k, x]) => `${k}:${stringify(x)}`).join(' ')}]`;
  return String(v);
}

const URL_ATTRS = new Set(['href', 'src', 'action', 'cite', 'background', 'codebase', 'data', 'formaction', 'icon', 'longdesc', 'manifest', 'poster', 'profile', 'usemap', 'xmlns']);
const RAW_TEXT = new Set(['script', 'style']);

type State =
  | { s: 'text' }
  | { s: 'raw'; tag: string }
  | { s: 'tag'; tag: string }
  | { s: 'attrName'; tag: string; name: string }
  | { s: 'afterName'; tag: string; name: string }
  | { s: 'beforeValue'; tag: string; name: string }
  | { s: 'value'; tag: string; name: string; quote: '"' | "'" | ''; url: 'none' | 'pre' | 'query' };

function attrKind(name: string): 'url' | 'plain' | 'unsafe' {
  const n = name.toLowerCase();
  if (n.startsWith('on') || n === 'style' || n === 'srcset') return 'unsafe';
  if (URL_ATTRS.has(n) || /src|uri|url/.test(n)) return 'url';
  return 'plain';
}

/** Runs the HTML state machine over literal template text, dropping comments in text as html/template does. */
function advance(state: State, text: string): { state: State; out: string } {
  let out = '';
  let i = 0;
  let st = state;
  while (i < text.length) {
    const c = text[i];
    switch (st.s) {
      case 'text': {
        if (text.startsWith('<!--', i)) {
          const end = text.indexOf('-->', i + 4);
          if (end < 0) throw new GoTemplateError('an HTML comment must close within one piece of text');
          i = end + 3;
          continue;
        }
        const m = /^<\/?([A-Za-z][A-Za-z0-9-]*)/.exec(text.slice(i));
        if (m) {
          out += m[0];
          i += m[0].length;
          st = { s: 'tag', tag: m[0].startsWith('</') ? '' : m[1].toLowerCase() };
          continue;
        }
        out += c;
        i++;
        continue;
      }
      case 'raw': {
        const close = text.toLowerCase().indexOf(`</${st.tag}`, i);
        if (close < 0) {
          out += text.slice(i);
          i = text.length;
        } else {
          out += text.slice(i, close);
          i = close;
          st = { s: 'text' };
        }
        continue;
      }
      case 'tag': {
        if (c === '>') st = RAW_TEXT.has(st.tag) ? { s: 'raw', tag: st.tag } : { s: 'text' };
        else if (!/[\s/]/.test(c)) st = { s: 'attrName', tag: st.tag, name: c };
        out += c;
        i++;
        continue;
      }
      case 'attrName':
      case 'afterName': {
        if (c === '=') st = { s: 'beforeValue', tag: st.tag, name: st.name };
        else if (c === '>') st = RAW_TEXT.has(st.tag) ? { s: 'raw', tag: st.tag } : { s: 'text' };
        else if (/\s/.test(c)) st = { s: 'afterName', tag: st.tag, name: st.name };
        else if (st.s === 'afterName') st = { s: 'attrName', tag: st.tag, name: c };
        else st = { ...st, name: st.name + c };
        out += c;
        i++;
        continue;
      }
      case 'beforeValue': {
        if (/\s/.test(c)) {
          out += c;
          i++;
          continue;
        }
        const quote = c === '"' || c === "'" ? c : '';
        st = { s: 'value', tag: st.tag, name: st.name, quote, url: 'none' };
        if (quote) {
          out += c;
          i++;
        }
        continue;
      }
      case 'value': {
        const quoted = st.quote !== '';
        if (quoted ? c === st.quote : /[\s>]/.test(c)) {
          st = { s: 'tag', tag: st.tag };
          if (quoted) {
            out += c;
            i++;
          }
          continue;
        }
        if (c === '?' || c === '#') st = { ...st, url: 'query' };
        else if (st.url === 'none' && !/\s/.test(c)) st = { ...st, url: 'pre' };
        out += c;
        i++;
        continue;
      }
    }
  }
  return { state: st, out };
}

function escapeValue(state: State, v: Value): { state: State; out: string } {
  const s = stringify(v);
  if (state.s === 'text') return { state, out: htmlEscape(s) };
  if (state.s === 'value' && state.quote) {
    const kind = attrKind(state.name);
    if (kind === 'plain') return { state, out: htmlEscape(s) };
    if (kind === 'url') {
      if (state.url === 'query') return { state, out: htmlEscape(urlProcess(s, false)) };
      const filtered = state.url === 'none' ? urlFilter(s) : s;
      return { state: { ...state, url: 'pre' }, out: htmlEscape(urlProcess(filtered, true)) };
    }
  }
  const where = state.s === 'value' ? `the attribute ${state.name}${state.quote ? '' : ' (unquoted)'}` : state.s === 'raw' ? `<${state.tag}>` : `a ${state.s}`;
  throw new GoTemplateError(`an action inside ${where} is not supported by this renderer`);
}

/** Parses and executes `source` with `data` like Go's html/template. */
export function renderGoTemplate(source: string, data: Record<string, Value>): string {
  const pieces: Piece[] = [];
  execute(parse(source), data, pieces);
  let state: State = { s: 'text' };
  let out = '';
  for (const piece of pieces) {
    const step: { state: State; out: string } = 'literal' in piece ? advance(state, piece.literal) : escapeValue(state, piece.value);
    state = step.state;
    out += step.out;
  }
  return out;
}
