import { closest, columnNotFound, notImplemented, RestError } from './errors.ts';
import type { Field, Filter, LogicTree, OrderTerm, SelectItem } from './parser.ts';
import type { QueryParams } from './request.ts';
import { relationshipsFrom, relKey, type Relation, type Relationship, type SchemaCache } from './schema.ts';

/**
 * Turns parsed requests into ONE parameterised SQL statement. Identifiers are checked against the
 * schema cache and always quoted with `quoteIdent`; every value from the request is a bound
 * parameter ($1…), sent untyped so Postgres coerces it to the column type, as PostgREST does.
 */

export function quoteIdent(name: string): string {
  const cut = name.indexOf('\0');
  return `"${(cut >= 0 ? name.slice(0, cut) : name).replace(/"/g, '""')}"`;
}

export function qualified(rel: { schema: string; name: string }): string {
  return `${quoteIdent(rel.schema)}.${quoteIdent(rel.name)}`;
}

export class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

type NodeItem =
  | { type: 'star' }
  | { type: 'field'; field: Field; alias?: string; cast?: string }
  | { type: 'embed'; embed: Embed };

export interface Node {
  alias: string;
  rel: Relation;
  /** Name used in error messages (the table, or the function for rpc results). */
  relName: string;
  /** 0 for the root, 1 for its embeds, …: PostgREST aliases an embedded table `<name>_<depth>`. */
  depth: number;
  /** The SQL FROM item, without alias. */
  from: string;
  items: NodeItem[];
  embeds: Embed[];
  filters: Filter[];
  logic: LogicTree[];
  nullEmbed: { embed: Embed; exists: boolean }[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  memo: { own?: string[]; embeds?: string[]; order?: string; range?: string };
}

export interface Embed {
  node: Node;
  relationship: Relationship;
  /** The key in the JSON output: alias, else the name as written. */
  outputName: string;
  requestedName: string;
  alias?: string;
  inner: boolean;
  hidden: boolean;
  /** `rel(count)`: the long-standing PostgREST shorthand for `[{"count": n}]` of a to-many embed. */
  countOnly: boolean;
}

const SIMPLE_SQL: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};
const FTS_SQL: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A Postgres array literal of untyped elements, as PostgREST's pgBuildArrayLiteral. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.split('\0')[0].replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export class Builder {
  readonly params = new Params();
  private counter = 0;
  constructor(readonly cache: SchemaCache) {}

  nextAlias(prefix = 't'): string {
    return quoteIdent(`pgrst_${prefix}${this.counter++}`);
  }

  // -------------------------------------------------------------------------------------------------
  // planning

  /** Builds the node tree of a select, resolving every embed through the schema cache. */
  node(rel: Relation, relName: string, from: string, select: SelectItem[], depth = 0): Node {
    const node: Node = {
      alias: this.nextAlias(),
      rel,
      relName,
      depth,
      from,
      items: [],
      embeds: [],
      filters: [],
      logic: [],
      nullEmbed: [],
      order: [],
      memo: {},
    };
    for (const item of select) {
      if (item.type !== 'embed') {
        node.items.push(item);
        continue;
      }
      const relationship = this.resolveRelationship(rel, relName, item.name, item.hint);
      const target = relationship.target;
      const child = this.node(target, target.name, qualified(target), item.select, depth + 1);
      const only = item.select.length === 1 ? item.select[0] : undefined;
      const countOnly =
        only?.type === 'field' &&
        only.field.name === 'count' &&
        only.field.jsonPath.length === 0 &&
        !only.alias &&
        !only.cast &&
        !target.columnMap.has('count');
      if (countOnly && relationship.toOne) throw notImplemented('count of a to-one embed');
      const embed: Embed = {
        node: child,
        relationship,
        outputName: item.alias ?? item.name,
        requestedName: item.name,
        alias: item.alias,
        inner: item.joinType === 'inner',
        hidden: item.select.length === 0,
        countOnly,
      };
      node.embeds.push(embed);
      node.items.push({ type: 'embed', embed });
    }
    return node;
  }

  /**
   * PostgREST's findRel. The target is named by the related table (or view), by the foreign key's name (either
   * direction), or by a single foreign-key column: the source's for a many-to-one, the target's for a
   * one-to-many. A self-referencing table named by itself is the one-to-many (its children); its parent is
   * reached through the column (`parent_id(*)`). A hint is the key's name, one of its columns or the column
   * it references. A target addressed by key or column is the key's own table: views over it are candidates
   * only when named.
   */
  private resolveRelationship(source: Relation, sourceName: string, name: string, hint?: string): Relationship {
    const exposed = (r: Relation) => this.cache.relations.get(relKey(r.schema, r.name)) === r;
    const all = relationshipsFrom(this.cache, source).filter((r) => exposed(r.target));
    const manyToOne = (r: Relationship) => r.sourceCols === r.fk.fromCols && r.fk.from.oid === source.oid;
    const self = (r: Relationship) => r.source.oid === r.target.oid;
    const single = (cols: string[], n: string) => cols.length === 1 && cols[0] === n;
    const base = (r: Relationship) => ['r', 'p', 'f'].includes(r.target.kind);
    let byKey = false;
    let cands = all.filter((r) => {
      if (r.target.name === name) return !(self(r) && manyToOne(r));
      const keyMatch = r.fk.name === name || (manyToOne(r) ? single(r.sourceCols, name) : !self(r) && single(r.targetCols, name));
      if (keyMatch) byKey = true;
      return keyMatch;
    });
    if (byKey && cands.some(base)) cands = cands.filter(base);
    cands = [...new Set(cands)];
    if (hint !== undefined) {
      cands = cands.filter(
        (r) =>
          r.fk.name === hint ||
          single(manyToOne(r) ? r.sourceCols : r.targetCols, hint) ||
          single(manyToOne(r) ? r.targetCols : r.sourceCols, hint) ||
          r.target.name === hint,
      );
    }
    if (cands.length === 1) return cands[0];
    if (cands.length > 1) {
      const details = cands.map((r) => ({
        cardinality: r.cardinality,
        embedding: `${sourceName} with ${r.target.name}`,
        relationship: `${r.fk.name} using ${r.source.name}(${r.sourceCols.join(', ')}) and ${r.target.name}(${r.targetCols.join(', ')})`,
      }));
      throw new RestError(
        300,
        'PGRST201',
        `Could not embed because more than one relationship was found for '${sourceName}' and '${name}'`,
        details,
        `Try changing '${name}' to one of the following: ${cands.map((r) => `'${r.target.name}!${r.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
      );
    }
    if (this.computed(source, name)) throw notImplemented(`computed relationships (${name})`);
    // many-to-many through a junction table is outside the supported subset
    if (hint === undefined) {
      const target = [...this.cache.relations.values()].find((r) => r.name === name && r.schema === source.schema);
      if (target) {
        const junction = this.cache.fks.some(
          (a) =>
            a.to.oid === source.oid &&
            this.cache.fks.some((b) => b !== a && b.from.oid === a.from.oid && b.to.oid === target.oid),
        );
        if (junction) throw notImplemented('many-to-many embedding (through a junction table)');
      }
    }
    const targets = new Set(all.map((r) => r.target.name));
    const suggestion = closest(name, targets);
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${sourceName}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${sourceName}' and '${name}'${hint !== undefined ? ` using the hint '${hint}'` : ''} in the schema '${source.schema}', but no matches were found.`,
      suggestion && suggestion !== name ? `Perhaps you meant '${suggestion}' instead of '${name}'.` : null,
    );
  }

  /** Finds the embed of `node` addressed by `path` (names or aliases), or fails with PGRST108. */
  findNode(root: Node, path: string[]): Node {
    let node = root;
    for (const seg of path) {
      const e = findEmbed(node, seg);
      if (!e) {
        throw new RestError(
          400,
          'PGRST108',
          `'${seg}' is not an embedded resource in this request`,
          null,
          `Verify that '${seg}' is included in the 'select' query parameter.`,
        );
      }
      node = e.node;
    }
    return node;
  }

  /** Attaches filters, logic trees, order and ranges of the query string to their nodes. */
  applyParams(root: Node, q: QueryParams, opts: { rootRange: boolean }) {
    for (const { path, filter } of q.filters) {
      const node = this.findNode(root, path);
      const o = filter.expr.operation;
      const embed = filter.field.jsonPath.length === 0 && !node.rel.columnMap.has(filter.field.name) ? findEmbed(node, filter.field.name) : undefined;
      if (embed && o.kind === 'is' && (o.value === 'null' || o.value === 'not_null')) {
        // `rel=not.is.null` / `rel=is.null`: keep parents whose embed is (non-)empty
        const isNull = (o.value === 'null') !== filter.expr.not;
        node.nullEmbed.push({ embed, exists: !isNull });
        continue;
      }
      node.filters.push(filter);
    }
    for (const { path, tree } of q.logic) this.findNode(root, path).logic.push(tree);
    for (const { path, terms } of q.order) this.findNode(root, path).order.push(...terms);
    for (const r of q.ranges.values()) {
      if (r.path.length === 0 && !opts.rootRange) {
        throw notImplemented('limit/offset on UPDATE/DELETE/INSERT');
      }
      const node = this.findNode(root, r.path);
      if (r.limit !== undefined) node.limit = r.limit;
      if (r.offset !== undefined) node.offset = r.offset;
    }
  }

  // -------------------------------------------------------------------------------------------------
  // SQL fragments

  /** A function taking the row type of `rel` (PostgREST's computed fields / relationships). */
  private computed(rel: Relation, name: string, setOf?: boolean): boolean {
    const fns = this.cache.routines.get(relKey(rel.schema, name)) ?? [];
    const rowTypes = new Set([rel.name, `${rel.schema}.${rel.name}`, quoteIdent(rel.name)]);
    return fns.some((f) => f.params.length >= 1 && rowTypes.has(f.params[0].type) && (setOf === undefined || f.setOf === setOf));
  }

  field(node: Node, field: Field): { sql: string; typeName: string } {
    const col = node.rel.columnMap.get(field.name);
    if (!col && this.computed(node.rel, field.name)) throw notImplemented(`computed fields (${field.name})`);
    // as Postgres names it in PostgREST's query: the root table, an embedded one by its alias `<table>_<depth>`
    if (!col) throw columnNotFound(node.depth ? `${node.relName}_${node.depth}` : node.relName, field.name);
    let sql = `${node.alias}.${quoteIdent(col.name)}`;
    if (field.jsonPath.length) {
      if (col.typeName !== 'json' && col.typeName !== 'jsonb') sql = `to_jsonb(${sql})`;
      for (const op of field.jsonPath) {
        sql += `${op.arrow}${this.params.add(op.key)}${op.index ? '::int' : '::text'}`;
      }
      return { sql, typeName: field.jsonPath[field.jsonPath.length - 1].arrow === '->>' ? 'text' : 'jsonb' };
    }
    return { sql, typeName: col.typeName };
  }

  castType(type: string): string {
    const t = this.cache.types.get(type.trim().toLowerCase().replace(/\s+/g, ' '));
    if (!t) throw new RestError(400, '42704', `type "${type}" does not exist`);
    return t;
  }

  filter(node: Node, f: Filter): string {
    const { sql: lhs, typeName } = this.field(node, f.field);
    const o = f.expr.operation;
    const p = (v: string) => this.params.add(v);
    let s: string;
    switch (o.kind) {
      case 'op': {
        const sym = SIMPLE_SQL[o.op];
        const v = o.op === 'like' || o.op === 'ilike' ? o.value.replace(/\*/g, '%') : o.value;
        s = o.quant ? `${lhs} ${sym} ${o.quant.toUpperCase()}(${p(v)})` : `${lhs} ${sym} ${p(v)}`;
        break;
      }
      case 'in':
        s = o.values.length === 1 && o.values[0] === '' ? `${lhs} = ANY('{}')` : `${lhs} = ANY(${p(arrayLiteral(o.values))})`;
        break;
      case 'is':
        s = `${lhs} IS ${{ null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[o.value]}`;
        break;
      case 'isdistinct':
        s = `${lhs} IS DISTINCT FROM ${p(o.value)}`;
        break;
      case 'fts': {
        const lang = () => (o.lang !== undefined ? `${p(o.lang)}::regconfig, ` : '');
        const target = typeName === 'tsvector' && f.field.jsonPath.length === 0 ? lhs : `to_tsvector(${lang()}${lhs})`;
        s = `${target} @@ ${FTS_SQL[o.op]}(${lang()}${p(o.value)})`;
        break;
      }
    }
    return f.expr.not ? `NOT (${s})` : `(${s})`;
  }

  logic(node: Node, t: LogicTree): string {
    if (t.type === 'stmt') return this.filter(node, t.filter);
    const inner = `(${t.children.map((c) => this.logic(node, c)).join(t.op === 'and' ? ' AND ' : ' OR ')})`;
    return t.not ? `NOT ${inner}` : inner;
  }

  join(parent: Node, e: Embed): string {
    const r = e.relationship;
    return r.sourceCols
      .map((sc, i) => `${e.node.alias}.${quoteIdent(r.targetCols[i])} = ${parent.alias}.${quoteIdent(sc)}`)
      .join(' AND ');
  }

  /** WHERE conditions of a node: its filters, logic trees, `!inner` embeds and null-embed filters. */
  where(node: Node): string[] {
    return [...this.ownWhere(node), ...this.embedWhere(node)];
  }

  /** The node's own filters and logic trees (for a mutation: its WHERE clause). */
  ownWhere(node: Node): string[] {
    node.memo.own ??= [...node.filters.map((f) => this.filter(node, f)), ...node.logic.map((t) => this.logic(node, t))];
    return node.memo.own;
  }

  /** Conditions on embeds: `!inner` and `rel=[not.]is.null`. */
  embedWhere(node: Node): string[] {
    if (!node.memo.embeds) {
      const parts: string[] = [];
      for (const e of node.embeds) if (e.inner) parts.push(`EXISTS (${this.existsQuery(node, e)})`);
      for (const n of node.nullEmbed) parts.push(`${n.exists ? '' : 'NOT '}EXISTS (${this.existsQuery(node, n.embed)})`);
      node.memo.embeds = parts;
    }
    return node.memo.embeds;
  }

  private existsQuery(parent: Node, e: Embed): string {
    const c = e.node;
    const conds = [this.join(parent, e), ...this.where(c)];
    const ranged = c.limit !== undefined || c.offset !== undefined;
    return `SELECT 1 FROM ${c.from} AS ${c.alias} WHERE ${conds.join(' AND ')}${ranged ? this.orderBy(c) + this.range(c) : ''}`;
  }

  orderBy(node: Node): string {
    if (node.memo.order !== undefined) return node.memo.order;
    const terms = node.order.map((t) => {
      let expr: string;
      if (t.relation !== undefined) {
        const e = findEmbed(node, t.relation);
        if (!e) {
          throw new RestError(
            400,
            'PGRST108',
            `'${t.relation}' is not an embedded resource in this request`,
            null,
            `Verify that '${t.relation}' is included in the 'select' query parameter.`,
          );
        }
        if (!e.relationship.toOne) {
          throw new RestError(
            400,
            'PGRST118',
            `A related order on '${t.relation}' is not possible`,
            `'${node.relName}' and '${e.relationship.target.name}' do not form a many-to-one or one-to-one relationship`,
          );
        }
        const conds = [this.join(node, e), ...this.where(e.node)];
        expr = `(SELECT ${this.field(e.node, t.field).sql} FROM ${e.node.from} AS ${e.node.alias} WHERE ${conds.join(' AND ')})`;
      } else {
        expr = this.field(node, t.field).sql;
      }
      return `${expr}${t.direction ? ` ${t.direction.toUpperCase()}` : ''}${t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : ''}`;
    });
    node.memo.order = terms.length ? ` ORDER BY ${terms.join(', ')}` : '';
    return node.memo.order;
  }

  range(node: Node): string {
    if (node.memo.range !== undefined) return node.memo.range;
    let s = '';
    if (node.limit !== undefined) s += ` LIMIT ${this.params.add(String(node.limit))}`;
    if (node.offset !== undefined && node.offset > 0) s += ` OFFSET ${this.params.add(String(node.offset))}`;
    node.memo.range = s;
    return s;
  }

  /** The select list of a node, embeds as correlated sub-queries rendered to JSON by Postgres. */
  selectList(node: Node, depth = 1): string[] {
    const out: string[] = [];
    // No object in a response holds a key twice: the same column asked for twice (`*,name`) is sent once,
    // two embeds under one name are Postgres's 42712 as on PostgREST, any other clash is refused.
    const keys = new Map<string, { sql: string; embed: boolean }>();
    const claim = (name: string, sql: string, embed: boolean): boolean => {
      const prev = keys.get(name);
      if (!prev) {
        keys.set(name, { sql, embed });
        return true;
      }
      if (!embed && !prev.embed && prev.sql === sql) return false;
      if (embed && prev.embed) {
        throw new RestError(400, '42712', `table name "${node.relName}_${name}_${depth}" specified more than once`);
      }
      throw notImplemented(`the key '${name}' twice in one object (rename one with an alias)`);
    };
    for (const item of node.items) {
      if (item.type === 'star') {
        for (const col of node.rel.columns) {
          const sql = `${node.alias}.${quoteIdent(col.name)}`;
          if (claim(col.name, sql, false)) out.push(sql);
        }
      } else if (item.type === 'field') {
        let { sql } = this.field(node, item.field);
        if (item.cast) sql = `CAST(${sql} AS ${this.castType(item.cast)})`;
        const jp = item.field.jsonPath;
        const name = item.alias ?? (jp.length ? jp[jp.length - 1].key : item.field.name);
        if (claim(name, sql, false)) out.push(`${sql} AS ${quoteIdent(name)}`);
      } else {
        const e = item.embed;
        if (e.hidden) continue;
        claim(e.outputName, '', true);
        const c = e.node;
        if (e.countOnly) {
          const ea = this.nextAlias('e');
          const conds = [this.join(node, e), ...this.where(c)].join(' AND ');
          out.push(
            `COALESCE((SELECT json_agg(${ea}) FROM (SELECT count(*) AS "count" FROM ${c.from} AS ${c.alias} WHERE ${conds}) ${ea}), '[]') AS ${quoteIdent(e.outputName)}`,
          );
          continue;
        }
        const sub = `SELECT ${this.selectList(c, depth + 1).join(', ')} FROM ${c.from} AS ${c.alias} WHERE ${[this.join(node, e), ...this.where(c)].join(' AND ')}${this.orderBy(c)}${this.range(c)}`;
        const ea = this.nextAlias('e');
        out.push(
          e.relationship.toOne
            ? `(SELECT row_to_json(${ea}) FROM (${sub}) ${ea}) AS ${quoteIdent(e.outputName)}`
            : `COALESCE((SELECT json_agg(${ea}) FROM (${sub}) ${ea}), '[]') AS ${quoteIdent(e.outputName)}`,
        );
      }
    }
    return out;
  }

  whereClause(node: Node, parts = this.where(node)): string {
    return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
  }

  /** `SELECT … FROM node.from AS alias WHERE … ORDER BY … LIMIT …` for the root of a read. */
  readQuery(node: Node): string {
    const list = this.selectList(node);
    return `SELECT ${list.join(', ')} FROM ${node.from} AS ${node.alias}${this.whereClause(node)}${this.orderBy(node)}${this.range(node)}`;
  }

  /** The rows a count counts, for the planner's estimate (`Prefer: count=planned|estimated`). */
  countSource(node: Node): string {
    return `SELECT 1 FROM ${node.from} AS ${node.alias}${this.whereClause(node)}`;
  }

  countQuery(node: Node): string {
    return `SELECT count(*) FROM ${node.from} AS ${node.alias}${this.whereClause(node)}`;
  }
}

function findEmbed(node: Node, name: string): Embed | undefined {
  return node.embeds.find((e) => e.alias === name) ?? node.embeds.find((e) => e.alias === undefined && e.requestedName === name) ?? node.embeds.find((e) => e.requestedName === name);
}

/** The body aggregate of the final SELECT (PostgREST's asJsonF / asJsonSingleF). */
export function bodyExpr(opts: { singular: boolean; stripNulls: boolean; scalar: boolean; single: boolean }): string {
  const v = opts.scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const strip = (s: string) => (opts.stripNulls ? `json_strip_nulls(${s})` : s);
  if (opts.singular || opts.single) return `coalesce(${strip(`json_agg(${v})->0`)}, 'null')::text`;
  return `coalesce(${strip(`json_agg(${v})`)}, '[]')::text`;
}
