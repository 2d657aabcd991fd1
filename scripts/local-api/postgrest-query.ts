/**
 * A strict parser for the PostgREST reads the site and its tests send: select, comparisons
 * (eq, neq, gt, gte, lt, lte), one level of `or`, order (asc/desc) and limit. Column names come
 * from an allow-list and values only ever travel as SQL parameters; anything else, PostgREST
 * syntax this parser does not implement included, is rejected with a PostgREST-style 400 error.
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

type ColumnType = 'uuid' | 'text' | 'boolean' | 'integer' | 'bigint' | 'numeric' | 'text[]' | 'jsonb' | 'timestamptz';

export interface TableSchema {
  name: string;
  columns: Readonly<Record<string, ColumnType>>;
}

const comparisonOperators = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
type ComparisonOperator = keyof typeof comparisonOperators;

export interface Condition {
  column: string;
  operator: ComparisonOperator;
  value: string;
}

export type Filter = { kind: 'condition'; condition: Condition } | { kind: 'or'; conditions: Condition[] };

interface OrderTerm {
  column: string;
  ascending: boolean;
}

export interface ReadQuery {
  columns: string[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number;
}

const MAX_PARAMS = 40;
const MAX_VALUE_LENGTH = 2000;
// PostgREST parameters this parser does not implement: refused by name rather than taken for a column.
const UNSUPPORTED_PARAMS = new Set(['offset', 'and']);

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

  if (type === 'text[]' || type === 'jsonb') {
    throw parseError(`"operator ${shorten(operator)} is not supported on ${column}"`);
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
    const [column = '', direction, ...rest] = term.split('.');
    requireColumn(table, column);
    if (rest.length > 0 || (direction !== undefined && direction !== 'asc' && direction !== 'desc')) {
      throw parseError(`"failed to parse order (${shorten(raw)})"`, 'only column, column.asc and column.desc are supported');
    }
    return { column, ascending: direction !== 'desc' };
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

export function parseReadQuery(table: TableSchema, params: [string, string][]): ReadQuery {
  const seen = new Set<string>();
  const query: ReadQuery = { columns: Object.keys(table.columns), filters: [], order: [], limit: MAX_ROWS };
  for (const [key, value] of params) {
    if (key === 'select' || key === 'order' || key === 'limit') {
      if (seen.has(key)) throw parseError(`"duplicate parameter ${key}"`);
      seen.add(key);
    }
    if (key === 'select') query.columns = parseSelect(table, value);
    else if (key === 'order') query.order = parseOrder(table, value);
    else if (key === 'limit') query.limit = parseCount('limit', value, MAX_ROWS);
    else if (key === 'or') query.filters.push({ kind: 'or', conditions: parseLogicTree(table, value) });
    else if (UNSUPPORTED_PARAMS.has(key)) throw parseError(`"parameter ${key} is not supported by the local API"`);
    else query.filters.push({ kind: 'condition', condition: parseCondition(table, key, value) });
  }
  return query;
}
