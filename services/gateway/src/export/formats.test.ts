import { parse } from 'csv-parse/sync';
import { Parser, type Quad } from 'n3';
import { exportWriter, type ExportFormat, type ExportPageInput } from './formats';
import { IriScheme, type ExportedEntity, type ExportedTriple } from './rdf';

const iris = new IriScheme('https://kg.example.com/');

const curie: ExportedEntity = { id: 'e1', name: 'Marie Curie', description: 'Physicist', aliases: ['Marie Curie', 'Maria Skłodowska'] };
const warsaw: ExportedEntity = { id: 'e2', name: 'Warsaw', description: '', aliases: [], same_as: ['http://dbpedia.org/resource/Warsaw'] };

function triple(overrides: Partial<ExportedTriple> = {}): ExportedTriple {
  return {
    subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity', subject_entity_id: 'e1', object_entity_id: 'e2',
    graph_id: '', confidence: 0.9, source: '', valid_from: '', valid_to: '', ...overrides,
  };
}

const page: ExportPageInput = {
  triples: [
    triple({ graph_id: 'g1' }),
    triple({ predicate: 'http://xmlns.com/foaf/0.1/name', object: 'Marie "Manya" Curie\nline two', object_type: 'literal', object_entity_id: '', valid_from: '1867-11-07T00:00:00.000Z' }),
  ],
  entities: new Map([[curie.id, curie], [warsaw.id, warsaw]]),
  describe: [curie, warsaw],
};

function written(format: ExportFormat, pages: ExportPageInput[]): string {
  const writer = exportWriter(format, iris);
  return pages.map((p) => writer.page(p)).join('') + writer.end();
}

const asText = (quads: Quad[]) =>
  quads.map((q) => `${q.subject.value} ${q.predicate.value} ${q.object.termType}:${q.object.value} ${q.graph.value}`).sort();

describe(exportWriter.name, () => {
  const expected = [
    'https://kg.example.com/entity/e1 http://www.w3.org/2000/01/rdf-schema#label Literal:Marie Curie ',
    'https://kg.example.com/entity/e1 http://www.w3.org/2004/02/skos/core#altLabel Literal:Maria Skłodowska ',
    'https://kg.example.com/entity/e1 https://schema.org/description Literal:Physicist ',
    'http://dbpedia.org/resource/Warsaw http://www.w3.org/2000/01/rdf-schema#label Literal:Warsaw ',
    'https://kg.example.com/entity/e1 https://kg.example.com/predicate/born_in NamedNode:http://dbpedia.org/resource/Warsaw https://kg.example.com/graph/g1',
    'https://kg.example.com/entity/e1 http://xmlns.com/foaf/0.1/name Literal:Marie "Manya" Curie\nline two ',
  ].sort();

  it.each(['nquads', 'trig'] as const)('writes %s that N3.js reads back as the same quads, graphs named', (format) => {
    expect(asText(new Parser({ format: format === 'nquads' ? 'N-Quads' : 'TriG' }).parse(written(format, [page])))).toEqual(expected);
  });

  it.each(['ntriples', 'turtle'] as const)('writes %s as the union of the graphs', (format) => {
    const quads = new Parser({ format: format === 'ntriples' ? 'N-Triples' : 'Turtle' }).parse(written(format, [page]));
    expect(asText(quads)).toEqual(expected.map((line) => line.replace(/ https:\/\/kg\.example\.com\/graph\/g1$/, ' ')).sort());
  });

  it('writes Turtle a page at a time: a subject open at the end of a page continues in the next', () => {
    const writer = exportWriter('turtle', iris);
    const first = writer.page({ ...page, triples: [page.triples[0]!] });
    expect(first.length).toBeGreaterThan(0);
    const text = first + writer.page({ ...page, describe: [], triples: [page.triples[1]!] }) + writer.end();
    expect(new Parser({ format: 'Turtle' }).parse(text)).toHaveLength(expected.length);
  });

  it('writes JSON-LD as one document of node objects, graphs as graph nodes', () => {
    const doc = JSON.parse(written('jsonld', [page, { ...page, describe: [] }])) as { '@graph': Record<string, unknown>[] };
    expect(doc['@graph']).toHaveLength(expected.length + 2);
    expect(doc['@graph']).toContainEqual({
      '@id': 'https://kg.example.com/graph/g1',
      '@graph': [{ '@id': 'https://kg.example.com/entity/e1', 'https://kg.example.com/predicate/born_in': [{ '@id': 'http://dbpedia.org/resource/Warsaw' }] }],
    });
    expect(JSON.parse(written('jsonld', []))).toEqual({ '@graph': [] });
  });

  it('writes CSV with the import’s header once, validity and confidence included, empty cells for absent values', () => {
    const rows = parse(written('csv', [page, page]), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual({
      subject: 'Marie Curie', predicate: 'http://xmlns.com/foaf/0.1/name', object: 'Marie "Manya" Curie\nline two', object_type: 'literal',
      confidence: '0.9', source: '', valid_from: '1867-11-07T00:00:00.000Z', valid_to: '',
    });
    expect(written('csv', [])).toBe('subject,predicate,object,object_type,confidence,source,valid_from,valid_to\n');
  });

  it('writes JSON Lines in the shape POST /api/triples takes, absent values left out', () => {
    const lines = written('jsonl', [page]).trimEnd().split('\n').map((l) => JSON.parse(l) as unknown);
    expect(lines).toEqual([
      { subject: 'Marie Curie', predicate: 'born_in', object: 'Warsaw', object_type: 'entity', confidence: 0.9 },
      {
        subject: 'Marie Curie', predicate: 'http://xmlns.com/foaf/0.1/name', object: 'Marie "Manya" Curie\nline two', object_type: 'literal',
        confidence: 0.9, valid_from: '1867-11-07T00:00:00.000Z',
      },
    ]);
  });
});

describe(IriScheme.name, () => {
  it('keeps absolute IRIs and names everything else under the base', () => {
    expect(iris.predicate('http://schema.org/name')).toBe('http://schema.org/name');
    expect(iris.predicate('is:a')).toBe('https://kg.example.com/predicate/is%3Aa');
    expect(iris.predicate('born in')).toBe('https://kg.example.com/predicate/born%20in');
    expect(iris.entity('e2', warsaw)).toBe('http://dbpedia.org/resource/Warsaw');
    expect(iris.entity('e1')).toBe('https://kg.example.com/entity/e1');
  });
});
