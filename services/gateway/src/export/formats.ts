import { stringify } from 'csv-stringify/sync';
import { DataFactory, Writer, type Quad } from 'n3';
import { entityQuads, IriScheme, tripleQuad, type ExportedEntity, type ExportedTriple } from './rdf';

export const EXPORT_FORMATS = ['ntriples', 'nquads', 'turtle', 'trig', 'jsonld', 'csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const MEDIA_TYPES: Record<ExportFormat, string> = {
  ntriples: 'application/n-triples',
  nquads: 'application/n-quads',
  turtle: 'text/turtle',
  trig: 'application/trig',
  jsonld: 'application/ld+json',
  csv: 'text/csv',
  jsonl: 'application/jsonl',
};

export const FILE_EXTENSIONS: Record<ExportFormat, string> = {
  ntriples: 'nt', nquads: 'nq', turtle: 'ttl', trig: 'trig', jsonld: 'jsonld', csv: 'csv', jsonl: 'jsonl',
};

/** One page of an export: its triples, and the entities they name that the output has not described yet. */
export interface ExportPageInput {
  triples: ExportedTriple[];
  /** Every entity the page's triples name that the entities service returned (for their IRIs). */
  entities: ReadonlyMap<string, ExportedEntity>;
  /** The ones to describe (label, aliases, description) in this page. */
  describe: ExportedEntity[];
}

/** Turns pages into text, page by page: what it returns for a page can be sent before the next page is read. */
export interface ExportWriter {
  /** Whether pages need their entities (the RDF formats name entities by IRI and describe them). */
  readonly needsEntities: boolean;
  page(page: ExportPageInput): string;
  end(): string;
}

/** The CSV and JSON Lines columns: a triple as POST /api/triples and the import take it. */
export const TABULAR_COLUMNS = ['subject', 'predicate', 'object', 'object_type', 'confidence', 'source', 'valid_from', 'valid_to'] as const;

function tabularRow(t: ExportedTriple): Record<(typeof TABULAR_COLUMNS)[number], string | number | undefined> {
  return {
    subject: t.subject, predicate: t.predicate, object: t.object, object_type: t.object_type,
    confidence: t.confidence, source: t.source || undefined, valid_from: t.valid_from || undefined, valid_to: t.valid_to || undefined,
  };
}

class CsvWriter implements ExportWriter {
  readonly needsEntities = false;
  private header = true;

  page({ triples }: ExportPageInput): string {
    const text = stringify(triples.map(tabularRow), { header: this.header, columns: [...TABULAR_COLUMNS] });
    this.header = false;
    return text;
  }

  end(): string {
    // An empty export still names its columns.
    return this.header ? stringify([], { header: true, columns: [...TABULAR_COLUMNS] }) : '';
  }
}

class JsonLinesWriter implements ExportWriter {
  readonly needsEntities = false;

  page({ triples }: ExportPageInput): string {
    let text = '';
    for (const t of triples) text += `${JSON.stringify(tabularRow(t))}\n`;
    return text;
  }

  end(): string {
    return '';
  }
}

const N3_FORMATS = { ntriples: 'N-Triples', nquads: 'N-Quads', turtle: 'Turtle', trig: 'TriG' } as const;

/**
 * N3.js's writer, fed page by page. It writes into a buffer this class empties after each page (a Turtle writer keeps
 * only the open subject between pages). N-Triples and Turtle have no graphs: they hold the union of them.
 */
class N3PageWriter implements ExportWriter {
  readonly needsEntities = true;
  private buffer: string[] = [];
  private readonly writer: Writer;
  /** Formats without graphs: they hold the union of the graphs. */
  private readonly union: boolean;

  constructor(
    format: keyof typeof N3_FORMATS,
    private readonly iris: IriScheme,
  ) {
    const sink = { write: (chunk: string) => void this.buffer.push(chunk), end: (done?: () => void) => done?.() };
    const grouped = format === 'turtle' || format === 'trig';
    this.writer = new Writer(sink as unknown as NodeJS.WritableStream, {
      format: N3_FORMATS[format],
      end: false,
      ...(grouped
        ? { prefixes: { rdfs: 'http://www.w3.org/2000/01/rdf-schema#', skos: 'http://www.w3.org/2004/02/skos/core#', schema: 'https://schema.org/' } }
        : {}),
    });
    this.union = format === 'turtle' || format === 'ntriples';
  }

  page(page: ExportPageInput): string {
    for (const q of pageQuads(page, this.iris)) this.writer.addQuad(this.union ? withoutGraph(q) : q);
    return this.drain();
  }

  end(): string {
    this.writer.end();
    return this.drain();
  }

  private drain(): string {
    const text = this.buffer.join('');
    this.buffer = [];
    return text;
  }
}

const withoutGraph = (q: Quad): Quad => (q.graph.termType === 'DefaultGraph' ? q : DataFactory.quad(q.subject, q.predicate, q.object));

function pageQuads({ triples, entities, describe }: ExportPageInput, iris: IriScheme): Quad[] {
  const quads: Quad[] = [];
  for (const entity of describe) quads.push(...entityQuads(entity, iris));
  for (const t of triples) quads.push(tripleQuad(t, iris, entities));
  return quads;
}

/**
 * JSON-LD in expanded form (full IRIs, no context to fetch), one node object per statement: JSON-LD merges node
 * objects with the same @id, so each can be written as soon as it is read. A statement in a graph is wrapped in that
 * graph's node.
 */
class JsonLdWriter implements ExportWriter {
  readonly needsEntities = true;
  private first = true;

  constructor(private readonly iris: IriScheme) {}

  page(page: ExportPageInput): string {
    let text = this.first ? '{"@graph":[' : '';
    for (const q of pageQuads(page, this.iris)) {
      text += `${this.first ? '\n' : ',\n'}${JSON.stringify(jsonLdNode(q))}`;
      this.first = false;
    }
    return text;
  }

  end(): string {
    return this.first ? '{"@graph":[]}\n' : '\n]}\n';
  }
}

function jsonLdNode(q: Quad): Record<string, unknown> {
  const object =
    q.object.termType === 'NamedNode'
      ? { '@id': q.object.value }
      : q.object.termType === 'Literal' && q.object.language
        ? { '@value': q.object.value, '@language': q.object.language }
        : q.object.termType === 'Literal' && q.object.datatype.value !== 'http://www.w3.org/2001/XMLSchema#string'
          ? { '@value': q.object.value, '@type': q.object.datatype.value }
          : { '@value': q.object.value };
  const node = { '@id': q.subject.value, [q.predicate.value]: [object] };
  return q.graph.termType === 'NamedNode' ? { '@id': q.graph.value, '@graph': [node] } : node;
}

export function exportWriter(format: ExportFormat, iris: IriScheme): ExportWriter {
  switch (format) {
    case 'csv':
      return new CsvWriter();
    case 'jsonl':
      return new JsonLinesWriter();
    case 'jsonld':
      return new JsonLdWriter(iris);
    default:
      return new N3PageWriter(format, iris);
  }
}
