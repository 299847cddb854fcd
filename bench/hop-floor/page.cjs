'use strict';
const uuid = (c) => `${c.repeat(8)}-${c.repeat(4)}-${c.repeat(4)}-${c.repeat(4)}-${c.repeat(12)}`;
exports.PAGE = JSON.stringify(
  Array.from({ length: 10 }, (_, i) => ({
    id: uuid(String(i)), subject: 'Hugo Mendes of Newhaven', predicate: 'knows', object: `Someone Else ${i}`, object_type: 'entity',
    index_id: uuid('a'), subject_entity_id: uuid('b'), object_entity_id: uuid('c'), created_at: '2026-11-22T03:00:00.000Z',
  })),
);
