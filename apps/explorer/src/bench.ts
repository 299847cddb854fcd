// The rendering bench page (npm run bench -- explorer, bench/explorer.mjs): the explorer's own GraphView on synthetic
// data. The bench script drives it step by step, and pans with the mouse itself, as a user does.
import type { Triple } from './api';
import { GraphView } from './graph-view';
import './bench.css';

function syntheticTriples(nodes: number, edges: number, centre?: string): Triple[] {
  const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  const triples: Triple[] = [];
  const add = (s: number, o: number, n: number) =>
    triples.push({
      id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`, subject: `Entity ${s}`, predicate: `rel_${n % 7}`, object: `Entity ${o}`,
      object_type: 'entity', index_id: id(0), subject_entity_id: s === -1 ? centre! : id(s), object_entity_id: id(o), created_at: '',
    });
  // A star when centre is given (a neighbourhood), else random links over the nodes (each node in at least one).
  for (let n = 0; n < edges; n++) {
    if (centre) add(-1, n, n);
    else add(n < nodes ? n : Math.floor(Math.random() * nodes), Math.floor(Math.random() * nodes), n);
  }
  return triples;
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** requestAnimationFrame intervals for `ms`, while `eachFrame` (if any) moves the camera. */
async function frames(ms: number, eachFrame?: (t: number) => void): Promise<number[]> {
  const intervals: number[] = [];
  let last = await nextFrame();
  const start = last;
  while (last - start < ms) {
    eachFrame?.((last - start) / ms);
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
  }
  return intervals;
}

const stats = (intervals: number[]) => {
  const sorted = [...intervals].sort((a, b) => a - b);
  const total = intervals.reduce((a, b) => a + b, 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    frames: intervals.length,
    fps: round((intervals.length / total) * 1000),
    frame_ms_p50: round(sorted[Math.floor(sorted.length * 0.5)]!),
    frame_ms_p95: round(sorted[Math.floor(sorted.length * 0.95)]!),
  };
};

const container = document.getElementById('graph')!;
let view: GraphView | undefined;

const bench = {
  info() {
    const gl = document.createElement('canvas').getContext('webgl2');
    const debug = gl?.getExtension('WEBGL_debug_renderer_info');
    return { webgl2: !!gl, renderer: gl && debug ? String(gl.getParameter(debug.UNMASKED_RENDERER_WEBGL)) : 'unknown' };
  },

  /** Milliseconds from a 2,000-node neighbourhood in hand to sigma's first frame with it (as the app adds it). */
  async firstRender(size = 2000) {
    view?.destroy();
    view = new GraphView(container, () => undefined);
    const centre = '20000000-0000-4000-8000-000000000000';
    const neighbourhood = syntheticTriples(size, size, centre);
    view.upsertEntity({ id: centre, name: 'Centre' });
    await nextFrame();
    const started = performance.now();
    const rendered = new Promise<number>((resolve) => view!.sigma.once('afterRender', () => resolve(performance.now())));
    view.addTriples(neighbourhood, centre);
    view.runLayout(2000);
    return Math.round((await rendered) - started);
  },

  /** A fresh view of `nodes` nodes and `edges` random edges, drawn once. */
  async load(nodes = 10_000, edges = 20_000) {
    view?.destroy();
    view = new GraphView(container, () => undefined);
    view.addTriples(syntheticTriples(nodes, edges));
    await nextFrame();
    await nextFrame();
    return { nodes: view.graph.order, edges: view.graph.size };
  },

  /** Frame intervals while something else (the bench script's mouse) moves the camera. */
  async record(ms: number) {
    return stats(await frames(ms));
  },

  /** The camera set anew on every frame by code: sigma sees no drag, so edges are drawn on every frame. */
  async scriptedPan(ms: number) {
    const camera = view!.sigma.getCamera();
    return stats(
      await frames(ms, (t) =>
        camera.setState({ x: 0.5 + 0.3 * Math.sin(t * 4 * Math.PI), y: 0.5 + 0.3 * Math.cos(t * 4 * Math.PI), ratio: 0.6 + 0.4 * Math.sin(t * 2 * Math.PI) ** 2 }),
      ),
    );
  },

  startLayout() {
    view!.runLayout(10 * 60_000);
  },

  stopLayout() {
    view!.stopLayout();
  },
};

Object.assign(window, { bench });
