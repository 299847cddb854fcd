import { decodeCursor, encodeCursor, InvalidCursor } from './present';

describe(decodeCursor.name, () => {
  it('reads back the offsets a cursor was made from, and starts at 0 without one', () => {
    expect(decodeCursor(encodeCursor({ out: 20, in: 3 }), ['out', 'in'])).toEqual({ out: 20, in: 3 });
    expect(decodeCursor(undefined, ['offset'])).toEqual({ offset: 0 });
  });

  it('rejects a cursor that is not one of ours', () => {
    expect(() => decodeCursor('garbage', ['offset'])).toThrow(InvalidCursor);
    expect(() => decodeCursor(encodeCursor({ offset: -1 }), ['offset'])).toThrow(InvalidCursor);
    expect(() => decodeCursor(Buffer.from('{"offset":"5"}').toString('base64url'), ['offset'])).toThrow(InvalidCursor);
  });
});
