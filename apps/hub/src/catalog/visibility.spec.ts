import { likePattern } from './catalog.repository.js';
import { lossOf, lostByCallerSql, visibleCategorySql, visibleTemplateSql } from './visibility.js';

describe('lossOf: who stopped seeing a template', () => {
  const all = { everyone: true, orgs: [] };
  const orgs = (...o: string[]) => ({ everyone: false, orgs: o });

  it('records nothing when nobody lost it', () => {
    expect(lossOf(all, all)).toBeNull();
    expect(lossOf(orgs('a'), orgs('a', 'b'))).toBeNull();
    expect(lossOf(orgs('a'), all)).toBeNull();
  });

  it('records a loss by everyone except the organizations that still see it', () => {
    expect(lossOf(all, orgs('a'))).toEqual({ lostByAll: true, kept: ['a'], lost: [], deleted: false });
  });

  it('records the organizations that lost it', () => {
    expect(lossOf(orgs('a', 'b'), orgs('b'))).toEqual({ lostByAll: false, kept: [], lost: ['a'], deleted: false });
  });

  it('records a deletion for everyone who saw it, and for admins even when no one else did', () => {
    expect(lossOf(all, undefined)).toEqual({ lostByAll: true, kept: [], lost: [], deleted: true });
    expect(lossOf(orgs('a'), undefined)).toEqual({ lostByAll: false, kept: [], lost: ['a'], deleted: true });
    expect(lossOf(orgs(), undefined)).toEqual({ lostByAll: false, kept: [], lost: [], deleted: true });
  });
});

describe('visibility SQL', () => {
  it('binds the organization as a parameter, never into the SQL text', () => {
    const params: unknown[] = ['x'];
    const sql = visibleTemplateSql({ all: false, orgId: "o'; DROP TABLE templates; --" }, params);
    expect(sql).not.toContain('DROP');
    expect(params).toEqual(['x', "o'; DROP TABLE templates; --"]);
    expect(sql).toContain('$2');
    const categoryParams: unknown[] = [];
    expect(visibleCategorySql({ all: false, orgId: "o'; --" }, categoryParams)).not.toContain("o';");
    expect(categoryParams).toEqual(["o'; --"]);
  });

  it('gives admins everything and anonymous callers only public templates of public categories', () => {
    expect(visibleTemplateSql({ all: true }, [])).toBe('TRUE');
    expect(visibleTemplateSql({ all: false, orgId: null }, [])).toBe('(t.is_public AND NOT c.is_private)');
    expect(lostByCallerSql({ all: true }, [])).toBe('e.deleted');
    expect(visibleCategorySql({ all: true }, [])).toBe('TRUE');
    expect(visibleCategorySql({ all: false, orgId: null }, [])).toBe('(NOT c.is_private)');
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('100%_a\\B')).toBe('%100\\%\\_a\\\\b%');
  });
});
