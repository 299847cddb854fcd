import { canonicalInstant } from './validity';

describe('canonicalInstant', () => {
  it.each([
    ['1903-01-01', '1903-01-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2024-05-01T12:00:00Z', '2024-05-01T12:00:00.000Z'],
    ['2024-05-01T12:00Z', '2024-05-01T12:00:00.000Z'],
    ['2024-05-01T12:00:00.5+02:00', '2024-05-01T10:00:00.500Z'],
    ['2024-05-01t12:00:00z', '2024-05-01T12:00:00.000Z'],
  ])('reads %s as %s', (text, instant) => {
    expect(canonicalInstant(text)).toBe(instant);
  });

  it.each(['', '1903', '1903-05', '2023-02-30', '2024-05-01T12:00:00', '2024-05-01 12:00:00Z', '2024-05-01T24:00:00Z', 'yesterday', '+010000-01-01', '0000-01-01T00:30+01:00'])(
    'refuses %j',
    (text) => {
      expect(canonicalInstant(text)).toBeNull();
    },
  );

  it('orders canonical instants as text in time order', () => {
    const instants = ['1999-12-31T23:59:59.999Z', '2000-01-01', '2000-01-01T00:00:00.001Z', '0999-06-01'].map((t) => canonicalInstant(t)!);
    expect([...instants].sort()).toEqual([...instants].sort((a, b) => Date.parse(a) - Date.parse(b)));
  });
});
