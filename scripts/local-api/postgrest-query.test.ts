import { describe, expect, it } from 'vitest';
import { ApiError, decodeQueryString, parseReadQuery, type TableSchema } from './postgrest-query.ts';
import { selectSql } from './sql.ts';

const table: TableSchema = { name: 'partners', columns: { id: 'uuid', name: 'text', category: 'text', is_active: 'boolean', display_order: 'integer', pros: 'text[]' } };
const parse = (search: string) => parseReadQuery(table, decodeQueryString(search));

function rejection(search: string): { status: number; code: string } | null {
  try {
    parse(search);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.body.code };
  }
}

describe('parseReadQuery', () => {
  it('parses the site’s partner query as postgrest-js encodes it', () => {
    const query = parse('?select=*&is_active=eq.true&or=%28category.eq.ratenkredit%2Ccategory.eq.comparison%29&order=display_order.asc&limit=5');
    expect(query.columns).toEqual(['id', 'name', 'category', 'is_active', 'display_order', 'pros']);
    expect(query.filters).toEqual([
      { kind: 'condition', condition: { column: 'is_active', operator: 'eq', value: 'true' } },
      {
        kind: 'or',
        conditions: [
          { column: 'category', operator: 'eq', value: 'ratenkredit' },
          { column: 'category', operator: 'eq', value: 'comparison' },
        ],
      },
    ]);
    expect(query.order).toEqual([{ column: 'display_order', ascending: true }]);
    expect(query.limit).toBe(5);
  });

  it('parses quoted values, comparisons and order directions', () => {
    const query = parse('name=eq."a,b"&category=neq."spar konto"&display_order=lte.3&order=name.desc,id');
    expect(query.filters.map((filter) => filter.kind === 'condition' && filter.condition)).toEqual([
      { column: 'name', operator: 'eq', value: 'a,b' },
      { column: 'category', operator: 'neq', value: 'spar konto' },
      { column: 'display_order', operator: 'lte', value: '3' },
    ]);
    expect(query.order).toEqual([
      { column: 'name', ascending: false },
      { column: 'id', ascending: true },
    ]);
  });

  it('caps the limit at max_rows', () => {
    expect(parse('limit=999999').limit).toBe(1000);
  });

  it.each([
    ['select=name;drop', 400, 'PGRST100'],
    ['select=nope', 400, '42703'],
    ['nope=eq.1', 400, '42703'],
    ['__proto__=eq.1', 400, '42703'],
    ['constructor=eq.1', 400, '42703'],
    ['name=like.a*', 400, 'PGRST100'],
    ['name=eq.', 400, 'PGRST100'],
    ['name=eq.a"b', 400, 'PGRST100'],
    ['pros=eq.x', 400, 'PGRST100'],
    ['name=is.null', 400, 'PGRST100'],
    ['is_active=is.true', 400, 'PGRST100'],
    ['category=in.(ratenkredit,sparkonto)', 400, 'PGRST100'],
    ['and=(name.eq.a,id.eq.b)', 400, 'PGRST100'],
    ['offset=1', 400, 'PGRST100'],
    ['order=name.desc.nullslast', 400, 'PGRST100'],
    ['order=name.nullsfirst', 400, 'PGRST100'],
    ['or=name.eq.a', 400, 'PGRST100'],
    ['or=(name.eq.a))', 400, 'PGRST100'],
    ['or=(not.name.eq.a)', 400, 'PGRST100'],
    ['order=name.up', 400, 'PGRST100'],
    ['limit=1.5', 400, 'PGRST100'],
    ['limit=1&limit=2', 400, 'PGRST100'],
    ['name=%zz', 400, 'PGRST100'],
    [Array.from({ length: 41 }, (_, i) => `name=eq.${i}`).join('&'), 400, 'PGRST100'],
  ])('rejects %s', (search, status, code) => {
    expect(rejection(search)).toEqual({ status, code });
  });
});

describe('selectSql', () => {
  it('keeps every value out of the SQL text', () => {
    const statement = selectSql(table, parse(`name=eq.x');drop table partners;--&or=(category.eq.a,category.eq.b)&order=display_order.asc&limit=3`));
    expect(statement.text).not.toContain('drop');
    expect(statement.text).toContain('"name" = $1::text');
    expect(statement.text).toContain('("category" = $2::text or "category" = $3::text)');
    expect(statement.params).toEqual(["x');drop table partners;--", 'a', 'b', 3]);
  });
});
