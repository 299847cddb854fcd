// Every call the explorer makes to the Tessera API lives here, so moving to the traversal routes
// (GET /api/entities/{id}/neighbors) or to the typed client (@tessera/client) is a change to this file only.

export interface Entity {
  id: string;
  name: string;
  description: string;
  index_id: string;
  index_name: string;
  /** Present once entities carry a type (the resolution work); shown and used for colour when there. */
  type?: string;
  /** Present once the API returns an entity's aliases. */
  aliases?: string[];
}

export interface Triple {
  id: string;
  subject: string;
  predicate: string;
  object: string;
  object_type: 'literal' | 'entity';
  index_id: string;
  subject_entity_id: string;
  object_entity_id?: string;
  created_at: string;
}

export interface Index {
  id: string;
  name: string;
  description: string;
  is_public: boolean;
  item_count: number;
}

export interface SearchHits {
  entities: (Entity & { similarity: number; triple_count: number })[];
  triples: (Triple & { similarity: number })[];
}

/** A page of results; `more` is true when the server may hold results past this page (it never sends a total). */
export interface Page<T> {
  items: T[];
  offset: number;
  more: boolean;
}

/** The API's error body ({success: false, error, details}) as an exception, so the UI can show the API's words. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: string,
  ) {
    super(message);
  }
}

export class TesseraApi {
  constructor(
    private readonly key: string,
    private readonly base = '',
  ) {}

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${this.key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new ApiError(0, 'The server could not be reached', String(error));
    }
    const json = (await res.json().catch(() => undefined)) as { success?: boolean; error?: string; details?: string } | undefined;
    if (!res.ok || json?.success === false) {
      throw new ApiError(res.status, json?.error ?? `${res.status} ${res.statusText}`, json?.details);
    }
    return json as T;
  }

  async indexes(): Promise<Index[]> {
    return (await this.request<{ data: Index[] }>('GET', '/api/indexes?limit=500')).data;
  }

  /** Semantic search; when the search service is unavailable (503), typo-tolerant name search over entities. */
  async search(query: string, indexId?: string): Promise<SearchHits> {
    const params = new URLSearchParams({ q: query, types: 'entities,triples', limit: '20' });
    if (indexId) params.set('index_id', indexId);
    try {
      return (await this.request<{ data: SearchHits }>('GET', `/api/search?${params}`)).data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 503) throw error;
      const fallback = new URLSearchParams({ search: query, limit: '20' });
      if (indexId) fallback.set('index_id', indexId);
      const found = (await this.request<{ data: Entity[] }>('GET', `/api/entities?${fallback}`)).data;
      return { entities: found.map((e) => ({ ...e, similarity: 0, triple_count: 0 })), triples: [] };
    }
  }

  async entity(id: string): Promise<Entity> {
    return (await this.request<{ data: Entity }>('GET', `/api/entities/${encodeURIComponent(id)}`)).data;
  }

  /** One page of the triples in which the entity is the subject ('out') or the object ('in'). */
  async facts(entityId: string, direction: 'out' | 'in', offset = 0, limit = 50): Promise<Page<Triple>> {
    const params = new URLSearchParams({ [direction === 'out' ? 'subject_entity_id' : 'object_entity_id']: entityId, offset: String(offset), limit: String(limit) });
    const { data } = await this.request<{ data: Triple[] }>('GET', `/api/triples?${params}`);
    return { items: data, offset, more: data.length === limit };
  }

  /**
   * The entity's triples in both directions, up to `max` of each (pages of 500, the API's largest). `more` says a
   * direction was cut at `max`, so the caller offers to load the rest rather than dropping it silently.
   */
  async neighbourhood(entityId: string, max = 2000, from = { out: 0, in: 0 }): Promise<{ triples: Triple[]; next: { out: number; in: number }; more: boolean }> {
    const triples: Triple[] = [];
    const next = { ...from };
    let more = false;
    for (const direction of ['out', 'in'] as const) {
      for (;;) {
        const page = await this.facts(entityId, direction, next[direction], 500);
        triples.push(...page.items);
        next[direction] += page.items.length;
        if (!page.more) break;
        if (next[direction] - from[direction] >= max) {
          more = true;
          break;
        }
      }
    }
    return { triples, next, more };
  }

  async addFact(fact: { subject: string; predicate: string; object: string; object_type: 'literal' | 'entity'; index_id: string }): Promise<Triple> {
    const { index_id, ...triple } = fact;
    return (await this.request<{ data: Triple[] }>('POST', '/api/triples', { triples: [triple], index_id })).data[0]!;
  }

  async updateDescription(id: string, description: string): Promise<Entity> {
    return (await this.request<{ data: Entity }>('PUT', `/api/entities/${encodeURIComponent(id)}`, { description })).data;
  }

  /** Merges `id` into `into` (the API keeps `into` and deletes `id`). */
  async merge(id: string, into: string): Promise<Entity> {
    return (await this.request<{ data: Entity }>('POST', `/api/entities/${encodeURIComponent(id)}/merge`, { into })).data;
  }
}
