import 'reflect-metadata';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { declaredListParameters, listParameters } from './catalog-fast-path.js';
import { FastPath, PerInstance } from './dto/catalog.dto.js';

describe('the fast path reads the list parameters from TemplateListQueryDto', () => {
  it('takes every parameter and its MaxLength from the DTO, except fits and include (answered per instance) and gpu (IsIn: the pipe checks it)', () => {
    expect(listParameters()).toEqual({
      category: 200,
      search: 200,
      sort: 20,
      facets: 100,
      featured: Infinity,
      tags: 1000,
      kind: 100,
      page: Infinity,
      limit: Infinity,
    });
  });

  it('leaves out a parameter with a rule it does not check itself, so the validation pipe applies it', () => {
    class Query {
      @IsOptional()
      @IsString()
      @MaxLength(10)
      short?: string;

      @IsOptional()
      @IsIn(['a', 'b'])
      choice?: string;
    }
    expect(listParameters(Query)).toEqual({ short: 10 });
  });

  it('leaves out a parameter marked PerInstance, whatever its rules', () => {
    class Query {
      @IsOptional()
      @IsString()
      plain?: string;

      @IsOptional()
      @IsString()
      @PerInstance()
      mine?: string;
    }
    expect(listParameters(Query)).toEqual({ plain: Infinity });
  });
});

describe('which list parameters the fast path answers is declared on the DTO (@FastPath), and checked at start', () => {
  it('TemplateListQueryDto marks exactly the parameters the fast path can check', () => {
    expect(declaredListParameters()).toEqual(listParameters());
  });

  it('refuses a marked parameter that carries a rule the fast path does not apply', () => {
    class Query {
      @IsOptional()
      @IsString()
      @FastPath()
      plain?: string;

      @IsOptional()
      @IsIn(['a', 'b'])
      @FastPath()
      choice?: string;
    }
    expect(() => declaredListParameters(Query)).toThrow(/marked @FastPath\(\) \(choice, plain\).*: plain$/);
  });

  it('refuses a parameter the fast path could answer that is not marked (say which way it goes)', () => {
    class Query {
      @IsOptional()
      @IsString()
      @FastPath()
      plain?: string;

      @IsOptional()
      @IsString()
      @MaxLength(5)
      forgotten?: string;
    }
    expect(() => declaredListParameters(Query)).toThrow(/\(plain\).*: forgotten, plain$/);
  });
});
