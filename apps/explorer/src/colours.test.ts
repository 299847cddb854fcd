import { colourOf } from './colours';

describe(colourOf.name, () => {
  it('gives a type the same colour every time, and untyped entities a neutral one', () => {
    expect(colourOf('Person')).toBe(colourOf('Person'));
    expect(colourOf(undefined)).toBe(colourOf(''));
    expect(new Set(['Person', 'Organisation', 'Place', 'Event'].map(colourOf)).size).toBeGreaterThan(1);
  });
});
