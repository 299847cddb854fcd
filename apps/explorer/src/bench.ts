// The rendering bench page (npm run bench -- explorer): the explorer's own GraphView, fed synthetic data, timed.
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
  // A star when centre is given (a neighbourhood), else random links over the nodes.
  for (let n = 0; n < edges; n++) {
    if (centre) add(-1, n, n);
    else add(n < nodes ? n : Math.floor(Math.random() * nodes), Math.floor(Math.random() * nodes), n);
  }
  return triples;
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Frame intervals while the camera pans and zooms a little each frame, for `ms`. */
async function panFrames(view: GraphView, ms: number): Promise<number[]> {
  const camera = view.sigma.getCamera();
  const intervals: number[] = [];
  let last = await nextFrame();
  const start = last;
  while (last - start < ms) {
    const t = (last - start) / ms;
    camera.setState({ x: 0.5 + 0.3 * Math.sin(t * 4 * Math.PI), y: 0.5 + 0.3 * Math.cos(t * 4 * Math.PI), ratio: 0.6 + 0.4 * Math.sin(t * 2 * Math.PI) ** 2 });
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
  }
  return intervals;
}

const stats = (intervals: number[]) => {
  const sorted = [...intervals].sort((a, b) => a - b);
  const total = intervals.reduce((a, b) => a + b, 0);
  return {
    frames: intervals.length,
    fps: Math.round((intervals.length / total) * 1000 * 10) / 10,
    frame_ms_p50: Math.round(sorted[Math.floor(sorted.length * 0.5)]! * 10) / 10,
    frame_ms_p95: Math.round(sorted[Math.floor(sorted.length * 0.95)]! * 10) / 10,
  };
};

async function run() {
  const container = document.getElementById('graph')!;
  const webgl = !!document.createElement('canvas').getContext('webgl2');

  // First render of a 2,000-node neighbourhood, from the data in hand to sigma's first frame with it.
  const centre = '20000000-0000-4000-8000-000000000000';
  const neighbourhood = syntheticTriples(2000, 2000, centre);
  let view = new GraphView(container, () => undefined);
  view.upsertEntity({ id: centre, name: 'Centre' });
  await nextFrame();
  const started = performance.now();
  const rendered = new Promise<number>((resolve) => view.sigma.once('afterRender', () => resolve(performance.now())));
  view.addTriples(neighbourhood, centre);
  view.runLayout(2000);
  const firstRenderMs = (await rendered) - started;
  view.destroy();

  // Pan/zoom over 10,000 nodes and 20,000 edges: settled (layout stopped), then while ForceAtlas2 runs in its worker.
  view = new GraphView(container, () => undefined);
  view.addTriples(syntheticTriples(10_000, 20_000));
  await nextFrame();
  await nextFrame();
  const settled = stats(await panFrames(view, 5000));
  view.runLayout(60_000);
  const withLayout = stats(await panFrames(view, 5000));
  view.stopLayout();
  const result = {
    webgl2: webgl,
    renderer: rendererName(),
    nodes: view.graph.order,
    edges: view.graph.size,
    first_render_2000_ms: Math.round(firstRenderMs),
    pan_zoom: settled,
    pan_zoom_while_layout_runs: withLayout,
  };
  view.destroy();
  return result;
}

function rendererName(): string {
  const gl = document.createElement('canvas').getContext('webgl');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run();
