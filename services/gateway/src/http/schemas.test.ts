import { bodyInt, predicateArray, z } from './schemas';

const messages = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe(bodyInt.name, () => {
  it('takes integers within the bounds, defaults a missing one, and names the field and bound otherwise', () => {
    const depth = bodyInt('depth', { min: 0, max: 3, fallback: 1 });
    expect([depth.parse(undefined), depth.parse(0), depth.parse(3)]).toEqual([1, 0, 3]);
    expect(messages(depth, 4)).toEqual(['depth must be between 0 and 3']);
    expect(messages(depth, 1.5)).toEqual(['depth must be an integer']);
    expect(messages(depth, '2')).toEqual(['depth must be an integer']);
    expect(messages(bodyInt('n', { min: 1, max: 2 }), undefined)).toEqual(['n must be an integer']);
  });
});

describe(predicateArray.name, () => {
  it('takes up to 50 predicates of up to 200 characters, with the messages the query form gives', () => {
    const predicates = predicateArray('predicates');
    expect(predicates.parse(undefined)).toBeUndefined();
    expect(predicates.parse(['knows', 'p'.repeat(200)])).toEqual(['knows', 'p'.repeat(200)]);
    expect(messages(predicates, Array.from({ length: 51 }, (_, i) => `p${i}`))).toEqual(['predicates must name at most 50 predicates']);
    expect(messages(predicates, ['p'.repeat(201)])).toEqual(['predicates values must be at most 200 characters']);
    expect(messages(predicates, 'knows')).toEqual(['predicates must be an array of strings']);
  });
});
