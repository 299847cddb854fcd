import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError, type Entity, type Page, type TesseraApi, type Triple } from './api';
import type { GraphView } from './graph-view';
import { groupByPredicate } from './neighbours';

const FACTS_PER_PAGE = 20;

const message = (error: unknown) => (error instanceof ApiError ? `${error.message}${error.details ? `: ${error.details}` : ''}` : String(error));

interface Props {
  api: TesseraApi;
  view: GraphView;
  entityId: string;
  onOpen: (entity: Pick<Entity, 'id' | 'name'>) => void;
  onClose: () => void;
}

/** The side panel of one entity: what it is, its facts (paged), its neighbours by predicate, and safe edits. */
export function EntityPanel({ api, view, entityId, onOpen, onClose }: Props) {
  const [entity, setEntity] = useState<Entity>();
  const [error, setError] = useState<string>();
  const [revision, setRevision] = useState(0);
  const reload = useCallback(() => setRevision((r) => r + 1), []);

  useEffect(() => {
    let current = true;
    setError(undefined);
    api.entity(entityId).then(
      (found) => {
        if (!current) return;
        setEntity(found);
        view.upsertEntity(found);
      },
      (e: unknown) => current && setError(message(e)),
    );
    return () => {
      current = false;
    };
  }, [api, view, entityId, revision]);

  return (
    <aside class="panel" aria-label="Entity details">
      <div class="panel-head">
        <h2>{entity?.name ?? '…'}</h2>
        <button type="button" onClick={onClose} aria-label="Close the entity panel">×</button>
      </div>
      {error && <p class="error" role="alert">{error}</p>}
      {entity && (
        <>
          <dl class="facts-summary">
            <dt>Type</dt>
            <dd>{entity.type ? <span class="tag">{entity.type}</span> : <span class="muted">not set</span>}</dd>
            <dt>Index</dt>
            <dd>{entity.index_name}</dd>
            {entity.aliases && entity.aliases.length > 0 && (
              <>
                <dt>Aliases</dt>
                <dd>{entity.aliases.join(', ')}</dd>
              </>
            )}
          </dl>
          <Description api={api} entity={entity} onSaved={setEntity} />
          <Neighbours api={api} view={view} entity={entity} revision={revision} />
          <Facts api={api} entityId={entity.id} direction="out" title="Facts about it" revision={revision} onOpen={onOpen} />
          <Facts api={api} entityId={entity.id} direction="in" title="Facts pointing to it" revision={revision} onOpen={onOpen} />
          <AddFact api={api} view={view} entity={entity} onAdded={reload} />
        </>
      )}
    </aside>
  );
}

function Description({ api, entity, onSaved }: { api: TesseraApi; entity: Entity; onSaved: (e: Entity) => void }) {
  const [text, setText] = useState(entity.description);
  const [status, setStatus] = useState<{ error?: string; saved?: boolean }>({});
  useEffect(() => setText(entity.description), [entity.id, entity.description]);
  const save = async (event: Event) => {
    event.preventDefault();
    try {
      onSaved(await api.updateDescription(entity.id, text));
      setStatus({ saved: true });
    } catch (e) {
      setStatus({ error: message(e) });
    }
  };
  return (
    <form class="description" onSubmit={save}>
      <label for="entity-description">Description</label>
      <textarea id="entity-description" rows={3} value={text} onInput={(e) => (setText((e.target as HTMLTextAreaElement).value), setStatus({}))} />
      <button type="submit" disabled={text === entity.description}>Save description</button>
      {status.saved && <span class="muted" role="status"> Saved.</span>}
      {status.error && <p class="error" role="alert">{status.error}</p>}
    </form>
  );
}

function Neighbours({ api, view, entity, revision }: { api: TesseraApi; view: GraphView; entity: Entity; revision: number }) {
  const [triples, setTriples] = useState<Triple[]>();
  const [next, setNext] = useState({ out: 0, in: 0 });
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string>();
  const load = useCallback(
    async (from: { out: number; in: number }, keep: Triple[]) => {
      try {
        const page = await api.neighbourhood(entity.id, 2000, from);
        performance.mark('explorer:neighbourhood-data');
        setTriples([...keep, ...page.triples]);
        setNext(page.next);
        setMore(page.more);
        setError(undefined);
      } catch (e) {
        setError(message(e));
      }
    },
    [api, entity.id],
  );
  useEffect(() => {
    setTriples(undefined);
    void load({ out: 0, in: 0 }, []);
  }, [load, revision]);

  const expand = (list: Triple[]) => {
    view.upsertEntity(entity);
    view.addTriples(list, entity.id);
    view.runLayout();
  };
  if (error) return <p class="error" role="alert">Neighbours: {error}</p>;
  if (!triples) return <p class="muted">Loading neighbours…</p>;
  const groups = groupByPredicate(entity.id, triples);
  return (
    <section aria-label="Expand neighbours">
      <h3>Neighbours</h3>
      {groups.length === 0 ? (
        <p class="muted">No links to other entities.</p>
      ) : (
        <ul class="groups">
          <li>
            <button type="button" onClick={() => expand(groups.flatMap((g) => g.triples))}>
              Expand all ({groups.reduce((n, g) => n + g.triples.length, 0)})
            </button>
          </li>
          {groups.map((group) => (
            <li key={group.key}>
              <button type="button" onClick={() => expand(group.triples)} aria-label={`Expand ${group.direction === 'in' ? 'incoming' : 'outgoing'} ${group.predicate} (${group.triples.length})`}>
                {group.direction === 'in' ? '← ' : ''}
                {group.predicate} ({group.triples.length})
              </button>
            </li>
          ))}
        </ul>
      )}
      {more && (
        <button type="button" onClick={() => void load(next, triples)}>
          Load more neighbours (showing {triples.length})
        </button>
      )}
    </section>
  );
}

function Facts(props: { api: TesseraApi; entityId: string; direction: 'out' | 'in'; title: string; revision: number; onOpen: Props['onOpen'] }) {
  const { api, entityId, direction, title, revision, onOpen } = props;
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<Page<Triple>>();
  const [error, setError] = useState<string>();
  useEffect(() => setOffset(0), [entityId, revision]);
  useEffect(() => {
    let current = true;
    api.facts(entityId, direction, offset, FACTS_PER_PAGE).then(
      (found) => current && (setPage(found), setError(undefined)),
      (e: unknown) => current && setError(message(e)),
    );
    return () => {
      current = false;
    };
  }, [api, entityId, direction, offset, revision]);
  const id = `facts-${direction}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {error && <p class="error" role="alert">{error}</p>}
      {page && page.items.length === 0 && offset === 0 && <p class="muted">None.</p>}
      {page && page.items.length > 0 && (
        <ul class="fact-list" aria-label={title}>
          {page.items.map((t) => {
            const other = direction === 'out' ? (t.object_entity_id ? { id: t.object_entity_id, name: t.object } : undefined) : { id: t.subject_entity_id, name: t.subject };
            return (
              <li key={t.id}>
                {direction === 'in' && (other ? <button type="button" class="link" onClick={() => onOpen(other)}>{t.subject}</button> : t.subject)}
                {' '}<em>{t.predicate}</em>{' '}
                {direction === 'out' && (other ? <button type="button" class="link" onClick={() => onOpen(other)}>{t.object}</button> : <span>{t.object}</span>)}
              </li>
            );
          })}
        </ul>
      )}
      {page && (offset > 0 || page.more) && (
        <nav class="pager" aria-label={`${title}: pages`}>
          <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - FACTS_PER_PAGE))}>Previous</button>
          <span>{offset + 1}–{offset + page.items.length}</span>
          <button type="button" disabled={!page.more} onClick={() => setOffset(offset + FACTS_PER_PAGE)}>Next</button>
        </nav>
      )}
    </section>
  );
}

function AddFact({ api, view, entity, onAdded }: { api: TesseraApi; view: GraphView; entity: Entity; onAdded: () => void }) {
  const [predicate, setPredicate] = useState('');
  const [object, setObject] = useState('');
  const [isEntity, setIsEntity] = useState(true);
  const [status, setStatus] = useState<{ error?: string; added?: string }>({});
  const submit = async (event: Event) => {
    event.preventDefault();
    try {
      const triple = await api.addFact({ subject: entity.name, predicate, object, object_type: isEntity ? 'entity' : 'literal', index_id: entity.index_id });
      if (triple.object_entity_id) {
        view.addTriples([triple], entity.id);
        view.runLayout(1500);
      }
      setStatus({ added: `${triple.subject} ${triple.predicate} ${triple.object}` });
      setPredicate('');
      setObject('');
      onAdded();
    } catch (e) {
      setStatus({ error: message(e) });
    }
  };
  return (
    <form class="add-fact" onSubmit={submit} aria-labelledby="add-fact-title">
      <h3 id="add-fact-title">Add a fact</h3>
      <label for="fact-predicate">Predicate</label>
      <input id="fact-predicate" value={predicate} required placeholder="works_at" onInput={(e) => setPredicate((e.target as HTMLInputElement).value)} />
      <label for="fact-object">Object</label>
      <input id="fact-object" value={object} required onInput={(e) => setObject((e.target as HTMLInputElement).value)} />
      <label class="inline">
        <input type="checkbox" checked={isEntity} onChange={(e) => setIsEntity((e.target as HTMLInputElement).checked)} /> The object is an entity
      </label>
      <button type="submit">Add fact</button>
      {status.added && <p role="status" class="muted">Added: {status.added}</p>}
      {status.error && <p class="error" role="alert">{status.error}</p>}
    </form>
  );
}
