/** Turns parsed PostgREST requests into parameterised SQL; identifiers come only from the allow-list. */
import { ApiError, parseError, type ColumnType, type Condition, type Filter, type ReadQuery, type TableSchema } from './postgrest-query.ts';

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
  const column = ident(condition.column);
  const type = table.columns[condition.column]!;
  switch (condition.operator) {
    case 'is':
      return `${column} is ${condition.value}`;
    case 'in':
      return `${column} in (select x::${type} from jsonb_array_elements_text(${params.add(JSON.stringify(condition.value), 'jsonb')}) x)`;
    default:
      return `${column} ${comparison[condition.operator]} ${params.add(condition.value, type)}`;
  }
}

function whereSql(table: TableSchema, filters: readonly Filter[], params: Params): string {
  if (filters.length === 0) return '';
  const parts = filters.map((filter) => {
    if (filter.kind === 'condition') return conditionSql(table, filter.condition, params);
    const joiner = filter.kind === 'or' ? ' or ' : ' and ';
    return `(${filter.conditions.map((condition) => conditionSql(table, condition, params)).join(joiner)})`;
  });
  return ` where ${parts.join(' and ')}`;
}

const qualified = (table: TableSchema) => `public.${ident(table.name)}`;

/** One JSON array as text, built by Postgres itself the way PostgREST does. */
export function selectSql(table: TableSchema, query: ReadQuery): SqlStatement {
  const params = new Params();
  const where = whereSql(table, query.filters, params);
  const order = query.order.length
    ? ` order by ${query.order
        .map((term) => `${ident(term.column)} ${term.ascending ? 'asc' : 'desc'}${term.nulls ? ` nulls ${term.nulls}` : ''}`)
        .join(', ')}`
    : '';
  const limit = ` limit ${params.add(query.limit, 'integer')} offset ${params.add(query.offset, 'integer')}`;
  const columns = query.columns.map(ident).join(', ');
  return {
    text: `select coalesce(json_agg(t), '[]'::json)::text as body, count(*)::integer as rows from (select ${columns} from ${qualified(table)}${where}${order}${limit}) t`,
    params: params.values,
  };
}

export function countSql(table: TableSchema, filters: readonly Filter[]): SqlStatement {
  const params = new Params();
  return { text: `select count(*)::integer as total from ${qualified(table)}${whereSql(table, filters, params)}`, params: params.values };
}

function valueSql(type: ColumnType, value: unknown, params: Params): string {
  if (value === null) return 'null';
  if (type === 'jsonb') return params.add(JSON.stringify(value), 'jsonb');
  if (type === 'text[]') {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw parseError('"text[] values must be arrays of strings"');
    return `(select coalesce(array_agg(x), '{}') from jsonb_array_elements_text(${params.add(JSON.stringify(value), 'jsonb')}) x)`;
  }
  if (typeof value === 'object') throw parseError(`"invalid value for a ${type} column"`);
  return params.add(String(value), type);
}

function requireBodyColumns(table: TableSchema, row: Record<string, unknown>): string[] {
  const columns = Object.keys(row);
  for (const column of columns) {
    if (!Object.hasOwn(table.columns, column)) {
      throw new ApiError(400, { code: 'PGRST204', message: `Could not find the '${column.slice(0, 64)}' column of '${table.name}' in the schema cache`, details: null, hint: null });
    }
  }
  return columns;
}

export function insertSql(table: TableSchema, rows: readonly Record<string, unknown>[]): SqlStatement {
  const params = new Params();
  const columns = [...new Set(rows.flatMap((row) => requireBodyColumns(table, row)))];
  if (rows.length === 0 || columns.length === 0) throw parseError('"empty insert body"');
  const values = rows
    .map((row) => `(${columns.map((column) => (Object.hasOwn(row, column) ? valueSql(table.columns[column]!, row[column], params) : 'default')).join(', ')})`)
    .join(', ');
  return {
    text: `insert into ${qualified(table)} (${columns.map(ident).join(', ')}) values ${values} returning 1`,
    params: params.values,
  };
}

export function updateSql(table: TableSchema, patch: Record<string, unknown>, filters: readonly Filter[]): SqlStatement {
  const params = new Params();
  const columns = requireBodyColumns(table, patch);
  if (columns.length === 0) throw parseError('"empty update body"');
  const assignments = columns.map((column) => `${ident(column)} = ${valueSql(table.columns[column]!, patch[column], params)}`).join(', ');
  return { text: `update ${qualified(table)} set ${assignments}${whereSql(table, filters, params)} returning 1`, params: params.values };
}

export function deleteSql(table: TableSchema, filters: readonly Filter[]): SqlStatement {
  const params = new Params();
  return { text: `delete from ${qualified(table)}${whereSql(table, filters, params)} returning 1`, params: params.values };
}
