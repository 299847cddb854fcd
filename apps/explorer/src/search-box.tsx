import { useEffect, useState } from 'preact/hooks';
import { ApiError, type Entity, type SearchHits, type TesseraApi } from './api';

const DEBOUNCE_MS = 250;

/** Search as you type (debounced); an answer that arrives after a newer query was typed is dropped. */
export function SearchBox({ api, indexId, onOpen }: { api: TesseraApi; indexId: string; onOpen: (entity: Pick<Entity, 'id' | 'name'>) => void }) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHits>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setHits(undefined);
      setError(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api.search(q, indexId || undefined).then(
        (found) => current && (setHits(found), setError(undefined)),
        (e: unknown) => current && setError(e instanceof ApiError ? `Search failed: ${e.message}` : String(e)),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query, indexId]);

  return (
    <section class="search" aria-label="Search">
      <label for="search-input" class="visually-hidden">Search entities and facts</label>
      <input id="search-input" type="search" placeholder="Search entities and facts…" value={query} onInput={(e) => setQuery((e.target as HTMLInputElement).value)} />
      {error && <p class="error" role="alert">{error}</p>}
      {hits && (
        <div class="results" aria-live="polite">
          {hits.entities.length === 0 && hits.triples.length === 0 && <p class="muted">Nothing found.</p>}
          {hits.entities.length > 0 && (
            <ul aria-label="Entities found">
              {hits.entities.map((e) => (
                <li key={e.id}>
                  <button type="button" class="result" onClick={() => onOpen(e)}>
                    <strong>{e.name}</strong>
                    {e.type && <span class="tag">{e.type}</span>}
                    {e.description && <span class="muted"> — {e.description}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {hits.triples.length > 0 && (
            <ul aria-label="Facts found">
              {hits.triples.map((t) => (
                <li key={t.id}>
                  <button type="button" class="result" onClick={() => onOpen({ id: t.subject_entity_id, name: t.subject })}>
                    {t.subject} <em>{t.predicate}</em> {t.object}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
