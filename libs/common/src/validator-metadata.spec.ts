import 'reflect-metadata';
import { getMetadataStorage, IsInt, IsString, MaxLength, validateSync } from 'class-validator';
import { memoizeValidatorMetadata } from './validator-metadata.js';

memoizeValidatorMetadata();

class Base {
  @IsString()
  name!: unknown;
}
class Derived extends Base {
  @IsInt()
  count!: unknown;
}

const errors = (value: object) =>
  validateSync(value, { whitelist: true, forbidNonWhitelisted: true })
    .flatMap((e) => Object.keys(e.constraints ?? {}).map((c) => `${e.property}:${c}`))
    .sort();

describe('class-validator metadata memo', () => {
  it('gives the same rules as before, looked up once', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Derived, '', false, false);
    expect(storage.getTargetValidationMetadatas(Derived, '', false, false)).toBe(first);
    expect(first.map((m) => `${m.propertyName}:${m.name ?? m.type}`).sort()).toEqual(['count:isInt', 'name:isString']);
    expect(errors(Object.assign(new Derived(), { name: 1, count: 'x', extra: true }))).toEqual([
      'count:isInt',
      'extra:whitelistValidation',
      'name:isString',
    ]);
    expect(errors(Object.assign(new Derived(), { name: 'ok', count: 2 }))).toEqual([]);
  });

  it('sees a rule added after a lookup (a module loaded later), on the class and on its subclasses', () => {
    expect(errors(Object.assign(new Derived(), { name: 'a long name', count: 2 }))).toEqual([]);
    MaxLength(3)(Base.prototype, 'name');
    expect(errors(Object.assign(new Derived(), { name: 'a long name', count: 2 }))).toEqual(['name:maxLength']);
    expect(errors(Object.assign(new Base(), { name: 'a long name' }))).toEqual(['name:maxLength']);
  });

  it('installs once', () => {
    const lookup = getMetadataStorage().getTargetValidationMetadatas;
    memoizeValidatorMetadata();
    expect(getMetadataStorage().getTargetValidationMetadatas).toBe(lookup);
  });
});
