/**
 * A strict parser for the PostgREST query strings the site sends (select, eq/neq/…, in, is,
 * or/and, order, limit, offset). Column names come from an allow-list and values only ever
 * travel as SQL parameters; anything else is rejected with a PostgREST-style 400 error.
 */
import * as v from 'valibot';
import { MAX_ROWS } from './config.ts';

export interface ApiErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

export type ColumnType = 'uuid' | 'text' | 'boolean' | 'integer' | 'bigint' | 'numeric' | 'text[]' | 'jsonb' | 'timestamptz';

export interface TableSchema {
  name: string;
  columns: Readonly<Record<string, ColumnType>>;
}

const comparisonOperators = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
type ComparisonOperator = keyof typeof comparisonOperators;

export type Condition =
  | { column: string; operator: ComparisonOperator; value: string }
  | { column: string; operator: 'in'; value: string[] }
  | { column: string; operator: 'is'; value: 'null' | 'true' | 'false' | 'unknown' };

export type Filter = { kind: 'condition'; condition: Condition } | { kind: 'or' | 'and'; conditions: Condition[] };

export interface OrderTerm {
  column: string;
  ascending: boolean;
  nulls: 'first' | 'last' | null;
}

export interface ReadQuery {
  columns: string[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number;
  offset: number;
}

const MAX_PARAMS = 40;
const MAX_VALUE_LENGTH = 2000;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'columns', 'on_conflict']);

export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, { code: 'PGRST100', message, details, hint: null });
}

const shorten = (value: string) => (value.length > 64 ? `${value.slice(0, 64)}…` : value);

function columnError(table: TableSchema, column: string): ApiError {
  return new ApiError(400, {
    code: '42703',
    message: `column ${table.name}.${shorten(column)} does not exist`,
    details: null,
    hint: null,
  });
}

function requireColumn(table: TableSchema, column: string): ColumnType {
  const type = Object.hasOwn(table.columns, column) ? table.columns[column] : undefined;
  if (!type) throw columnError(table, column);
  return type;
}

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '\\' && index + 1 < text.length) {
      current += char + text[++index];
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (depth < 0) throw parseError('"failed to parse logic tree" (unbalanced parentheses)');
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (quoted || depth !== 0) throw parseError('"failed to parse filter" (unbalanced quotes or parentheses)');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  if (value.includes('"')) throw parseError(`"failed to parse filter" (stray quote in ${shorten(value)})`);
  return value;
}

function parseCondition(table: TableSchema, column: string, expression: string): Condition {
  const type = requireColumn(table, column);
  const dot = expression.indexOf('.');
  if (dot <= 0) throw parseError(`"failed to parse filter (${shorten(expression)})"`);
  const operator = expression.slice(0, dot);
  const raw = expression.slice(dot + 1);
  if (raw.length > MAX_VALUE_LENGTH) throw parseError('"filter value too long"');

  if (operator === 'is') {
    if (raw !== 'null' && raw !== 'true' && raw !== 'false' && raw !== 'unknown') {
      throw parseError(`"failed to parse filter (is.${shorten(raw)})"`, 'is accepts null, true, false or unknown');
    }
    if (raw !== 'null' && type !== 'boolean') throw parseError(`"is.${raw}" needs a boolean column`);
    return { column, operator, value: raw };
  }
  if (type === 'text[]' || type === 'jsonb') {
    throw parseError(`"operator ${shorten(operator)} is not supported on ${column}"`);
  }
  if (operator === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`"failed to parse filter (in.${shorten(raw)})"`);
    const inner = raw.slice(1, -1);
    const values = inner === '' ? [] : splitTopLevel(inner).map(unquote);
    return { column, operator, value: values };
  }
  if (Object.hasOwn(comparisonOperators, operator)) {
    if (raw === '') throw parseError(`"failed to parse filter (${operator}.)" (empty value)`);
    return { column, operator: operator as ComparisonOperator, value: unquote(raw) };
  }
  throw parseError(`"failed to parse filter (${shorten(expression)})"`, `unsupported operator ${shorten(operator)}`);
}

function parseLogicTree(table: TableSchema, raw: string): Condition[] {
  if (!raw.startsWith('(') || !raw.endsWith(')') || raw.length < 3) {
    throw parseError(`"failed to parse logic tree (${shorten(raw)})"`);
  }
  return splitTopLevel(raw.slice(1, -1)).map((item) => {
    if (/^(or|and|not)[.(]/.test(item)) throw parseError('"nested logic trees and negation are not supported"');
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`"failed to parse logic tree (${shorten(item)})"`);
    return parseCondition(table, item.slice(0, dot), item.slice(dot + 1));
  });
}

function parseSelect(table: TableSchema, raw: string): string[] {
  if (raw === '') throw parseError('"failed to parse select parameter ()"');
  const columns: string[] = [];
  for (const item of raw.split(',')) {
    if (item === '*') columns.push(...Object.keys(table.columns));
    else if (/^[a-z_][a-z0-9_]*$/.test(item)) {
      requireColumn(table, item);
      columns.push(item);
    } else throw parseError(`"failed to parse select parameter (${shorten(raw)})"`, 'only column names and * are supported');
  }
  return [...new Set(columns)];
}

function parseOrder(table: TableSchema, raw: string): OrderTerm[] {
  return raw.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    requireColumn(table, column);
    let ascending = true;
    let nulls: OrderTerm['nulls'] = null;
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') ascending = modifier === 'asc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`"failed to parse order (${shorten(raw)})"`);
    }
    return { column, ascending, nulls };
  });
}

/** limit and offset: up to nine digits, larger counts cut to `max`. */
const countSchema = (max: number) => v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.toMaxValue(max));

function parseCount(name: string, raw: string, max: number): number {
  const count = v.safeParse(countSchema(max), raw);
  if (!count.success) throw parseError(`"failed to parse ${name} (${shorten(raw)})"`);
  return count.output;
}

function decode(component: string): string {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    throw parseError('"malformed percent-encoding in the query string"');
  }
}

/** Decodes a raw query string strictly (malformed percent-encoding is an error). */
export function decodeQueryString(search: string): [string, string][] {
  const text = search.startsWith('?') ? search.slice(1) : search;
  if (text === '') return [];
  const pairs = text.split('&').filter((pair) => pair !== '');
  if (pairs.length > MAX_PARAMS) throw parseError('"too many query parameters"');
  return pairs.map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0) return [decode(pair), ''];
    return [decode(pair.slice(0, equals)), decode(pair.slice(equals + 1))];
  });
}

/** Filters only (for PATCH and DELETE); throws on any other parameter. */
export function parseFilters(table: TableSchema, params: [string, string][], allowed: ReadonlySet<string> = new Set()): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (key === 'or' || key === 'and') filters.push({ kind: key, conditions: parseLogicTree(table, value) });
    else if (allowed.has(key)) continue;
    else if (RESERVED.has(key)) throw parseError(`"parameter ${key} is not supported here"`);
    else filters.push({ kind: 'condition', condition: parseCondition(table, key, value) });
  }
  return filters;
}

export function parseReadQuery(table: TableSchema, params: [string, string][]): ReadQuery {
  const seen = new Set<string>();
  const query: ReadQuery = { columns: Object.keys(table.columns), filters: [], order: [], limit: MAX_ROWS, offset: 0 };
  for (const [key, value] of params) {
    if (['select', 'order', 'limit', 'offset'].includes(key)) {
      if (seen.has(key)) throw parseError(`"duplicate parameter ${key}"`);
      seen.add(key);
    }
    if (key === 'select') query.columns = parseSelect(table, value);
    else if (key === 'order') query.order = parseOrder(table, value);
    else if (key === 'limit') query.limit = parseCount('limit', value, MAX_ROWS);
    else if (key === 'offset') query.offset = parseCount('offset', value, 1_000_000_000);
  }
  query.filters = parseFilters(table, params, new Set(['select', 'order', 'limit', 'offset']));
  return query;
}
