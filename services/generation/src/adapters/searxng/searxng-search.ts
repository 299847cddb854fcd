import { Unavailable } from '@tessera/common';
import { z } from 'zod';
import type { SourceDocument, WebSearchProvider } from '../../ports/providers';

const Results = z.object({
  results: z.array(z.object({ url: z.string(), title: z.string().catch(''), content: z.string().catch('') }).passthrough()).catch([]),
});

/** SearXNG's JSON API (self-hostable metasearch); the instance must have `json` among its search formats. */
export class SearxngSearch implements WebSearchProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async search(query: string, options: { news: boolean; limit: number }, signal?: AbortSignal): Promise<SourceDocument[]> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.searchParams.set('q', query);
    url.searchParams.set('format', 'json');
    url.searchParams.set('categories', options.news ? 'news' : 'general');
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    } catch (error) {
      throw new Unavailable('Web search is unreachable', { details: error instanceof Error ? error.message : String(error), cause: error });
    }
    if (!response.ok) throw new Unavailable('Web search failed', { details: `SearXNG answered HTTP ${response.status}` });
    const parsed = Results.safeParse(await response.json().catch(() => ({})));
    const results = parsed.success ? parsed.data.results : [];
    return results
      .filter((r) => /^https?:\/\//i.test(r.url))
      .slice(0, options.limit)
      .map((r) => ({ url: r.url, title: r.title, content: r.content.slice(0, 1500) }));
  }
}
