import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { loadModule, parseSync } from 'libpg-query';
import { DISTRIBUTION_COLUMN as HOS_ID, placementOf } from './distribution.ts';

/**
 * On Citus a query joins two distributed tables on one node only when it joins them on hos_id (docs/citus.md). This
 * reads a statement with PostgreSQL's own parser and names each place where two distributed tables meet without it.
 * Two tables meet in one FROM list or JOIN, or when a subquery over one refers to the other (a correlated EXISTS, a
 * LATERAL). They are joined on hos_id when their hos_id columns are equal through `=` in the WHERE or ON conditions
 * (ANDed), through USING (hos_id), or through one value: `a.hos_id = $1 and b.hos_id = $2` with both the same
 * hospital, which Citus routes to one node too. A subquery that does not refer to the outer query runs on its own.
 */
export function distributedJoinProblems(
  text: string,
  parameters: readonly unknown[] = [],
): string[] {
  const problems: string[] = [];
  const walker = new Walker(parameters, problems);
  for (const { stmt } of parsed(text).stmts ?? []) walker.statement(stmt, null);
  return problems;
}

/** The parser is WebAssembly: load it once before checking (the Kysely plugin checks synchronously). */
export async function citusJoinCheck(): Promise<KyselyPlugin> {
  await loadModule();
  return new CitusJoinCheckPlugin();
}

const QUERY_KINDS = new Set([
  'SelectQueryNode',
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'RawNode',
]);

/** Throws on a query that joins distributed tables without hos_id, before it runs: the tests' apps install it. */
class CitusJoinCheckPlugin implements KyselyPlugin {
  readonly #compiler = new PostgresQueryCompiler();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (!QUERY_KINDS.has(node.kind)) return node;
    const compiled = this.#compiler.compileQuery(node, queryId);
    const problems = distributedJoinProblems(compiled.sql, compiled.parameters);
    if (problems.length)
      throw new Error(`not ready for Citus: ${problems.join('; ')}\n${compiled.sql}`);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

type Node = Record<string, unknown>;

const trees = new Map<string, { stmts?: { stmt: unknown }[] }>();
/** Text PostgreSQL cannot parse joins nothing: the database refuses it with its own error, which tests may expect. */
function parsed(text: string) {
  let tree = trees.get(text);
  if (!tree) {
    try {
      tree = parseSync(text) as { stmts?: { stmt: unknown }[] };
    } catch {
      tree = {};
    }
    trees.set(text, tree);
  }
  return tree;
}

/** `{ Kind: body }`, the shape of every node in the parser's tree. */
function unwrap(node: unknown): [string, Node] | null {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1 || !/^[A-Z]/.test(keys[0]!)) return null;
  return [keys[0]!, (node as Node)[keys[0]!] as Node];
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (node: unknown): string | undefined => {
  const n = unwrap(node);
  return n?.[0] === 'String' ? (n[1].sval as string) : undefined;
};

interface Rel {
  id: number;
  name: string;
  table: string;
  distributed: boolean;
  scope: Scope;
}

/** hos_id columns and values known to be equal, as classes. */
class Classes {
  constructor(private readonly parent = new Map<string, string>()) {}
  copy = () => new Classes(new Map(this.parent));
  root(key: string): string {
    const up = this.parent.get(key);
    return up === undefined || up === key ? key : this.root(up);
  }
  union(a: string, b: string) {
    this.parent.set(this.root(a), this.root(b));
  }
}

class Scope {
  rels: Rel[] = [];
  /** Tables of enclosing queries this one refers to. */
  outerRefs = new Set<Rel>();
  constructor(
    readonly parent: Scope | null,
    readonly ctes: Set<string>,
    readonly classes: Classes,
  ) {}
  isCte(name: string): boolean {
    return this.ctes.has(name) || (this.parent?.isCte(name) ?? false);
  }
  find(name: string): Rel | undefined {
    return this.rels.find((r) => r.name === name) ?? this.parent?.find(name);
  }
}

class Walker {
  #nextRel = 0;
  constructor(
    private readonly parameters: readonly unknown[],
    private readonly problems: string[],
  ) {}

  statement(node: unknown, outer: Scope | null): void {
    const n = unwrap(node);
    if (!n) return;
    const [kind, body] = n;
    if (kind === 'SelectStmt') return this.select(body, outer);
    if (kind === 'InsertStmt') {
      const ctes = this.ctes(body, outer);
      this.statement(body.selectStmt, this.scope(outer, ctes));
      return;
    }
    if (kind === 'UpdateStmt' || kind === 'DeleteStmt') {
      const scope = this.scope(outer, this.ctes(body, outer));
      const later: (() => void)[] = [];
      const conds: unknown[] = [body.whereClause];
      this.addRel(body.relation, scope);
      for (const f of list(kind === 'UpdateStmt' ? body.fromClause : body.usingClause))
        this.fromItem(f, scope, conds, later);
      this.finish(scope, conds, later, [body.targetList, body.returningList]);
    }
  }

  private select(body: Node, outer: Scope | null): void {
    if (body.op && body.op !== 'SETOP_NONE') {
      const ctes = this.ctes(body, outer);
      const scope = ctes.size ? this.scope(outer, ctes) : outer;
      this.select(body.larg as Node, scope);
      this.select(body.rarg as Node, scope);
      return;
    }
    const scope = this.scope(outer, this.ctes(body, outer));
    const later: (() => void)[] = [];
    const conds: unknown[] = [body.whereClause];
    for (const f of list(body.fromClause)) this.fromItem(f, scope, conds, later);
    this.finish(scope, conds, later, [body.targetList, body.havingClause, body.valuesLists]);
  }

  private scope(outer: Scope | null, ctes: Set<string>): Scope {
    return new Scope(outer, ctes, outer ? outer.classes.copy() : new Classes());
  }

  /** Checks each WITH query on its own; answers their names. */
  private ctes(body: Node, outer: Scope | null): Set<string> {
    const names = new Set<string>();
    const withClause = body.withClause as Node | undefined;
    for (const cte of list(withClause?.ctes)) {
      const c = unwrap(cte)?.[1];
      if (!c) continue;
      this.statement(c.ctequery, outer);
      names.add(c.ctename as string);
    }
    return names;
  }

  private fromItem(node: unknown, scope: Scope, conds: unknown[], later: (() => void)[]): void {
    const n = unwrap(node);
    if (!n) return;
    const [kind, body] = n;
    if (kind === 'RangeVar') this.addRel(node, scope);
    else if (kind === 'JoinExpr') {
      const start = scope.rels.length;
      this.fromItem(body.larg, scope, conds, later);
      this.fromItem(body.rarg, scope, conds, later);
      conds.push(body.quals);
      if (list(body.usingClause).some((c) => str(c) === HOS_ID)) {
        const joined = scope.rels.slice(start);
        for (const rel of joined.slice(1)) scope.classes.union(key(joined[0]!), key(rel));
      }
    } else if (kind === 'RangeSubselect')
      later.push(() => this.statement(body.subquery, body.lateral ? scope : scope.parent));
  }

  /** A RangeVar, wrapped as a node in a FROM list and bare as an UPDATE's or DELETE's target. */
  private addRel(node: unknown, scope: Scope): void {
    const range = (unwrap(node)?.[1] ?? node) as Node | undefined;
    if (!range?.relname) return;
    const table = range.relname as string;
    const cte = !range.schemaname && scope.isCte(table);
    const alias = (range.alias as Node | undefined)?.aliasname as string | undefined;
    scope.rels.push({
      id: this.#nextRel++,
      name: alias ?? table,
      table,
      distributed: !cte && placementOf(table) === 'distributed',
      scope,
    });
  }

  /** Learns the scope's equalities, then checks its subqueries (which inherit them), then the scope itself. */
  private finish(
    scope: Scope,
    conds: unknown[],
    later: (() => void)[],
    expressions: unknown[],
  ): void {
    for (const cond of conds)
      for (const conjunct of conjuncts(cond)) this.equality(conjunct, scope);
    for (const run of later) run();
    for (const e of [...expressions, ...conds]) this.visit(e, scope);
    const own = scope.rels.filter((r) => r.distributed);
    if (!own.length) return;
    const met = [...own, ...[...scope.outerRefs].filter((r) => r.distributed)];
    const first = scope.classes.root(key(met[0]!));
    const apart = met.filter((r) => scope.classes.root(key(r)) !== first);
    if (apart.length)
      this.problems.push(
        `${met.map((r) => `${r.table} ${r.name}`).join(', ')} are joined without ${HOS_ID} equality`,
      );
  }

  private equality(node: unknown, scope: Scope): void {
    const n = unwrap(node);
    if (n?.[0] !== 'A_Expr' || n[1].kind !== 'AEXPR_OP' || str(list(n[1].name)[0]) !== '=') return;
    const left = this.term(n[1].lexpr, scope);
    const right = this.term(n[1].rexpr, scope);
    if (left && right) scope.classes.union(left, right);
  }

  /** A hos_id column of a table in reach, or a value, as a class member. */
  private term(node: unknown, scope: Scope): string | null {
    const n = unwrap(node);
    if (!n) return null;
    const [kind, body] = n;
    if (kind === 'TypeCast') return this.term(body.arg, scope);
    if (kind === 'ParamRef')
      return `value:${JSON.stringify(this.parameters[(body.number as number) - 1])}`;
    if (kind === 'A_Const' && body.sval) return `value:${JSON.stringify((body.sval as Node).sval)}`;
    if (kind !== 'ColumnRef') return null;
    const fields = list(body.fields).map(str);
    if (fields.at(-1) !== HOS_ID) return null;
    const rel = fields.length > 1 ? scope.find(fields.at(-2)!) : this.onlyRel(scope);
    return rel ? key(rel) : null;
  }

  /** What an unqualified column belongs to: the one table of the innermost query that has tables. */
  private onlyRel(scope: Scope | null): Rel | undefined {
    for (; scope; scope = scope.parent) {
      if (!scope.rels.length) continue;
      const distributed = scope.rels.filter((r) => r.distributed);
      return distributed.length === 1
        ? distributed[0]
        : scope.rels.length === 1
          ? scope.rels[0]
          : undefined;
    }
    return undefined;
  }

  /** Notes the outer tables an expression refers to, and checks its subqueries. */
  private visit(node: unknown, scope: Scope): void {
    if (Array.isArray(node)) {
      for (const item of node) this.visit(item, scope);
      return;
    }
    const n = unwrap(node);
    if (!n) {
      if (node && typeof node === 'object')
        for (const v of Object.values(node)) this.visit(v, scope);
      return;
    }
    const [kind, body] = n;
    if (kind === 'SubLink') {
      this.visit(body.testexpr, scope);
      this.statement(body.subselect, scope);
      return;
    }
    if (kind === 'SelectStmt') return this.statement(node, scope);
    if (kind === 'ColumnRef') {
      const fields = list(body.fields).map(str);
      const rel = fields.length > 1 ? scope.find(fields.at(-2)!) : undefined;
      if (rel && rel.scope !== scope) scope.outerRefs.add(rel);
      return;
    }
    for (const v of Object.values(body)) this.visit(v, scope);
  }
}

const key = (rel: Rel) => `table:${rel.id}`;

function conjuncts(node: unknown): unknown[] {
  const n = unwrap(node);
  if (n?.[0] === 'BoolExpr' && n[1].boolop === 'AND_EXPR')
    return list(n[1].args).flatMap(conjuncts);
  return node ? [node] : [];
}
