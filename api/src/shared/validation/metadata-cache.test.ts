import 'reflect-metadata';
import { IsInt, Max, Min, MinLength, validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { memoizeValidationMetadata } from './metadata-cache';

class Base {
  @IsInt()
  @Min(1)
  count!: number;
}

describe('memoized validation rules', () => {
  it('validates as before, twice over, and sees rules declared after the first validation', async () => {
    memoizeValidationMetadata();
    memoizeValidationMetadata(); // idempotent
    const bad = Object.assign(new Base(), { count: 0 });
    expect((await validate(bad)).map((e) => Object.keys(e.constraints!))).toEqual([['min']]);
    expect((await validate(bad)).map((e) => Object.keys(e.constraints!))).toEqual([['min']]);
    expect(await validate(Object.assign(new Base(), { count: 3 }))).toEqual([]);

    // Declared only now (as a module loaded later would): its own rule and the inherited ones apply.
    class Later extends Base {
      @MinLength(3)
      name!: string;
    }
    const later = Object.assign(new Later(), { count: 9, name: 'ab' });
    expect((await validate(later)).map((e) => e.property)).toEqual(['name']);
    Max(5)(Later.prototype, 'count'); // a rule added after the class was validated: counted from now on
    const errors = await validate(later);
    expect(errors.map((e) => e.property).sort()).toEqual(['count', 'name']);
    expect(Object.keys(errors.find((e) => e.property === 'count')!.constraints!)).toEqual(['max']);
    expect(await validate(Object.assign(new Later(), { count: 2, name: 'abc' }))).toEqual([]);
  });
});
