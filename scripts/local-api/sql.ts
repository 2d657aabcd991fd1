/** Turns parsed PostgREST reads into parameterised SQL; identifiers come only from the allow-list. */
import type { Condition, Filter, ReadQuery, TableSchema } from './postgrest-query.ts';

export interface SqlStatement {
  text: string;
  params: unknown[];
}

const comparison = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

function conditionSql(table: TableSchema, condition: Condition, params: Params): string {
  return `${ident(condition.column)} ${comparison[condition.operator]} ${params.add(condition.value, table.columns[condition.column]!)}`;
}

function whereSql(table: TableSchema, filters: readonly Filter[], params: Params): string {
  if (filters.length === 0) return '';
  const parts = filters.map((filter) =>
    filter.kind === 'condition'
      ? conditionSql(table, filter.condition, params)
      : `(${filter.conditions.map((condition) => conditionSql(table, condition, params)).join(' or ')})`,
  );
  return ` where ${parts.join(' and ')}`;
}

/** One JSON array as text, built by Postgres itself the way PostgREST does. */
export function selectSql(table: TableSchema, query: ReadQuery): SqlStatement {
  const params = new Params();
  const where = whereSql(table, query.filters, params);
  const order = query.order.length
    ? ` order by ${query.order.map((term) => `${ident(term.column)} ${term.ascending ? 'asc' : 'desc'}`).join(', ')}`
    : '';
  const limit = ` limit ${params.add(query.limit, 'integer')}`;
  const columns = query.columns.map(ident).join(', ');
  return {
    text: `select coalesce(json_agg(t), '[]'::json)::text as body, count(*)::integer as rows from (select ${columns} from public.${ident(table.name)}${where}${order}${limit}) t`,
    params: params.values,
  };
}
