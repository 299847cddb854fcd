import { useEffect, useState } from 'preact/hooks';
import { ApiError, type TesseraApi } from './api';
import type { GraphView } from './graph-view';

const PAGE = 50;

/**
 * The nodes on screen as a list: the keyboard's way to reach what the canvas shows, to select several, and to merge
 * two selected entities.
 */
export function NodeList({ api, view, onOpen, onMerged }: { api: TesseraApi; view: GraphView; onOpen: (id: string) => void; onMerged: (kept: string) => void }) {
  const [, setTick] = useState(0);
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(PAGE);
  useEffect(() => view.onChange(() => setTick((t) => t + 1)), [view]);

  const needle = filter.trim().toLowerCase();
  const nodes = view.graph
    .mapNodes((id, attrs) => ({ id, label: attrs.label, type: attrs.entityType }))
    .filter((n) => !needle || n.label.toLowerCase().includes(needle));
  const selected = [...view.selected].map((id) => ({ id, label: view.graph.hasNode(id) ? view.graph.getNodeAttribute(id, 'label') : id }));

  return (
    <section class="node-list" aria-labelledby="node-list-title">
      <h2 id="node-list-title">In the graph ({view.graph.order} entities, {view.graph.size} links)</h2>
      {selected.length === 2 && <MergeSelected api={api} view={view} pair={selected as [Selected, Selected]} onMerged={onMerged} />}
      {selected.length > 2 && <p class="muted">{selected.length} selected: select exactly two to merge them.</p>}
      {view.graph.order > 0 && (
        <>
          <label for="node-filter" class="visually-hidden">Filter the entities in the graph</label>
          <input id="node-filter" type="search" placeholder="Filter…" value={filter} onInput={(e) => (setFilter((e.target as HTMLInputElement).value), setShown(PAGE))} />
          <ul>
            {nodes.slice(0, shown).map((n) => (
              <li key={n.id}>
                <input
                  type="checkbox" id={`select-${n.id}`} checked={view.selected.has(n.id)} onChange={() => view.toggleSelected(n.id)}
                  aria-label={`Select ${n.label}`}
                />
                <button type="button" class="link" onClick={() => (view.setSelection([n.id]), view.focus(n.id), onOpen(n.id))}>
                  {n.label}
                </button>
                {n.type && <span class="tag">{n.type}</span>}
              </li>
            ))}
          </ul>
          {nodes.length > shown && (
            <button type="button" onClick={() => setShown(shown + PAGE)}>
              Show more ({nodes.length - shown} not shown)
            </button>
          )}
        </>
      )}
    </section>
  );
}

interface Selected {
  id: string;
  label: string;
}

function MergeSelected({ api, view, pair, onMerged }: { api: TesseraApi; view: GraphView; pair: [Selected, Selected]; onMerged: (kept: string) => void }) {
  const [keep, setKeep] = useState(pair[0].id);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const kept = pair.find((p) => p.id === keep) ?? pair[0];
  const gone = pair.find((p) => p.id !== kept.id)!;
  const merge = async () => {
    setBusy(true);
    try {
      const result = await api.merge(gone.id, kept.id);
      // The merged entity's links now belong to the kept one: redraw them from the API rather than guess.
      view.removeEntity(gone.id);
      view.upsertEntity(result);
      const { triples } = await api.neighbourhood(result.id, 500);
      view.addTriples(triples, result.id);
      view.setSelection([result.id]);
      setError(undefined);
      onMerged(result.id);
    } catch (e) {
      setError(e instanceof ApiError ? `Merge failed: ${e.message}${e.details ? `: ${e.details}` : ''}` : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset class="merge">
      <legend>Merge the two selected entities</legend>
      {pair.map((p) => (
        <label class="inline" key={p.id}>
          <input type="radio" name="merge-keep" checked={keep === p.id} onChange={() => setKeep(p.id)} /> Keep {p.label}
        </label>
      ))}
      <button type="button" disabled={busy} onClick={() => void merge()}>
        Merge “{gone.label}” into “{kept.label}”
      </button>
      {error && <p class="error" role="alert">{error}</p>}
    </fieldset>
  );
}
