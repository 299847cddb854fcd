import { isUuid, newId } from './ids';

describe(newId.name, () => {
  it('makes UUIDs that sort in creation order, even within one millisecond', () => {
    const ids = Array.from({ length: 1000 }, newId);
    expect(ids.every(isUuid)).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(1000);
  });
});
