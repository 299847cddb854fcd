import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, type Entity, type Index, type TesseraApi } from './api';
import { EntityPanel } from './entity-panel';
import { GraphView } from './graph-view';
import { NodeList } from './node-list';
import { SearchBox } from './search-box';
import { forgetKey } from './session';

export function Explorer({ api, onSignOut }: { api: TesseraApi; onSignOut: (reason?: string) => void }) {
  const [indexes, setIndexes] = useState<Index[]>([]);
  const [indexId, setIndexId] = useState('');
  const [openId, setOpenId] = useState<string>();
  const [view, setView] = useState<GraphView>();
  const [error, setError] = useState<string>();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api.indexes().then(setIndexes, (e: unknown) => {
      // A key kept from earlier in this tab that was revoked since: back to the sign-in form, saying why.
      if (e instanceof ApiError && e.status === 401) {
        forgetKey();
        onSignOut(`This API key is no longer accepted (${e.message}). Sign in again.`);
      } else setError(e instanceof ApiError ? e.message : String(e));
    });
  }, [api, onSignOut]);

  // The graph view outlives renders: it is made once for the container and killed with it.
  const openRef = useRef<(id: string) => void>(() => undefined);
  useEffect(() => {
    const graphView = new GraphView(container.current!, (id, additive) => {
      if (additive) graphView.toggleSelected(id);
      else {
        graphView.setSelection([id]);
        openRef.current(id);
      }
    });
    setView(graphView);
    return () => graphView.destroy();
  }, []);

  const open = useCallback(
    (entity: Pick<Entity, 'id' | 'name'>) => {
      if (!view) return;
      view.upsertEntity(entity);
      view.setSelection([entity.id]);
      view.focus(entity.id);
      setOpenId(entity.id);
    },
    [view],
  );
  openRef.current = (id) => setOpenId(id);

  const signOut = () => {
    forgetKey();
    onSignOut();
  };

  return (
    <div class="app">
      <header class="top">
        <h1>Tessera explorer</h1>
        <label for="index-select" class="visually-hidden">Index</label>
        <select id="index-select" value={indexId} onChange={(e) => setIndexId((e.target as HTMLSelectElement).value)}>
          <option value="">All my indexes and public ones</option>
          {indexes.map((index) => (
            <option key={index.id} value={index.id}>
              {index.name}
              {index.is_public ? ' (public)' : ''} · {index.item_count}
            </option>
          ))}
        </select>
        <button type="button" onClick={signOut}>Sign out</button>
      </header>
      {error && <p class="error" role="alert">{error}</p>}
      <div class="layout">
        <aside class="left">
          <SearchBox api={api} indexId={indexId} onOpen={open} />
          {view && <NodeList api={api} view={view} onOpen={(id) => setOpenId(id)} onMerged={(kept) => setOpenId(kept)} />}
        </aside>
        <section class="graph" aria-label="Graph">
          <div class="graph-tools" role="toolbar" aria-label="Graph tools">
            <button type="button" onClick={() => view?.zoomToFit()}>Zoom to fit</button>
            <button type="button" onClick={() => view?.runLayout()}>Lay out</button>
            <button type="button" onClick={() => (view?.clear(), setOpenId(undefined))}>Clear graph</button>
          </div>
          <div ref={container} class="sigma" data-testid="graph-canvas" />
          <p class="legend muted">Click a node to open it; Shift-click to select several.</p>
        </section>
        {openId && view && <EntityPanel key={openId} api={api} view={view} entityId={openId} onOpen={open} onClose={() => setOpenId(undefined)} />}
      </div>
    </div>
  );
}
