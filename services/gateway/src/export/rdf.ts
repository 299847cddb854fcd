import { DataFactory, type Quad, type Quad_Graph, type Quad_Object } from 'n3';

const { namedNode, literal, quad, defaultGraph } = DataFactory;

export const RDFS_LABEL = 'http://www.w3.org/2000/01/rdf-schema#label';
export const SKOS_ALT_LABEL = 'http://www.w3.org/2004/02/skos/core#altLabel';
export const SCHEMA_DESCRIPTION = 'https://schema.org/description';

/** What an export writes about an entity besides the triples it is in. */
export interface ExportedEntity {
  id: string;
  name: string;
  description: string;
  aliases: string[];
  /** IRIs the entity was imported from (entities' optional same_as); the first one names it in RDF. */
  same_as?: string[];
}

/** A triple as an export reads it (the triples service's Triple message: absent values are ""). */
export interface ExportedTriple {
  subject: string;
  predicate: string;
  object: string;
  object_type: string;
  subject_entity_id: string;
  object_entity_id: string;
  graph_id: string;
  confidence?: number;
  source: string;
  valid_from: string;
  valid_to: string;
}

/**
 * A predicate or same_as that already is an absolute IRI: written as it is. Anything else (a plain predicate such as
 * "born_in") is named under the export's base IRI. Kept to schemes an import produces, so a predicate like "is:a"
 * (text that happens to hold a colon) is not mistaken for an IRI.
 */
const ABSOLUTE_IRI = /^(?:https?:\/\/|urn:|tag:|mailto:)[^\s<>"{}|\\^`]+$/i;

export const isAbsoluteIri = (text: string) => ABSOLUTE_IRI.test(text);

/** How an export names things: entities by their same_as, else under `base` (EXPORT_BASE_IRI) as everything else. */
export class IriScheme {
  constructor(readonly base: string) {}

  entity(id: string, entity?: ExportedEntity): string {
    return entity?.same_as?.[0] ?? `${this.base}entity/${id}`;
  }

  predicate(predicate: string): string {
    return isAbsoluteIri(predicate) ? predicate : `${this.base}predicate/${encodeURIComponent(predicate)}`;
  }

  graph(id: string): string {
    return `${this.base}graph/${id}`;
  }
}

/** The quad of one triple: entities as IRIs, a literal object as a plain literal; its graph named when it has one. */
export function tripleQuad(t: ExportedTriple, iris: IriScheme, entities: ReadonlyMap<string, ExportedEntity>): Quad {
  const object: Quad_Object =
    t.object_type === 'entity' && t.object_entity_id
      ? namedNode(iris.entity(t.object_entity_id, entities.get(t.object_entity_id)))
      : literal(t.object);
  const graph: Quad_Graph = t.graph_id ? namedNode(iris.graph(t.graph_id)) : defaultGraph();
  return quad(namedNode(iris.entity(t.subject_entity_id, entities.get(t.subject_entity_id))), namedNode(iris.predicate(t.predicate)), object, graph);
}

/** What an export says about an entity itself: its name (rdfs:label), aliases (skos:altLabel), description. */
export function entityQuads(entity: ExportedEntity, iris: IriScheme): Quad[] {
  const subject = namedNode(iris.entity(entity.id, entity));
  const quads = [quad(subject, namedNode(RDFS_LABEL), literal(entity.name))];
  for (const alias of entity.aliases) {
    if (alias !== entity.name) quads.push(quad(subject, namedNode(SKOS_ALT_LABEL), literal(alias)));
  }
  if (entity.description) quads.push(quad(subject, namedNode(SCHEMA_DESCRIPTION), literal(entity.description)));
  return quads;
}
