import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import FA2LayoutSupervisor from 'graphology-layout-forceatlas2/worker';
import Sigma from 'sigma';
import type { Settings } from 'sigma/settings';
import { EdgeArrowProgram, EdgeLineProgram, EdgeRectangleProgram, NodeCircleProgram, NodePointProgram } from 'sigma/rendering';
import type { Entity, Triple } from './api';
import { colourOf } from './colours';

export interface NodeAttributes {
  label: string;
  x: number;
  y: number;
  size: number;
  color: string;
  entityType?: string;
}

export interface EdgeAttributes {
  label: string;
  size: number;
  color: string;
}

const SELECTED = '#111111';
/**
 * Above this many edges the graph is drawn the cheap way: edges as 1-pixel lines without arrow heads and nodes as
 * points (sigma's non-instanced programs: a software renderer, with no GPU, pays per instance of the others), and
 * edges hidden while the camera moves (a drag, a zoom), drawn again when it stops. docs/benchmarks.md has the figures.
 */
const LARGE_GRAPH_EDGES = 5000;

/** A node for an entity we know only from a triple: its name, no type yet. */
export type NodeStub = Pick<Entity, 'id' | 'name'> & Partial<Pick<Entity, 'type'>>;

/**
 * The graph on screen: a graphology graph drawn by sigma (WebGL), laid out by ForceAtlas2 in a web worker so the page
 * stays responsive while it settles. Selection and hover are display state applied by sigma's reducers.
 */
export class GraphView {
  readonly graph = new Graph<NodeAttributes, EdgeAttributes>({ multi: true, type: 'directed' });
  readonly sigma: Sigma<NodeAttributes, EdgeAttributes>;
  readonly selected = new Set<string>();
  private hoveredNode: string | undefined;
  private layout: FA2LayoutSupervisor | undefined;
  private layoutTimer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();

  constructor(
    container: HTMLElement,
    private readonly onClickNode: (id: string, additive: boolean) => void,
  ) {
    this.sigma = new Sigma<NodeAttributes, EdgeAttributes>(this.graph, container, {
      // Turned on while a node is hovered (then its edges show their predicates): otherwise sigma would look for edge
      // labels to draw on every frame. Edge events stay off: sigma would draw every edge twice a frame (the second
      // time into a picking buffer) to know which one is under the pointer.
      renderEdgeLabels: false,
      enableEdgeEvents: false,
      defaultEdgeType: 'arrow',
      // sigma types its programs over any attributes; ours are narrower.
      edgeProgramClasses: { arrow: EdgeArrowProgram, line: EdgeRectangleProgram, thin: EdgeLineProgram } as unknown as Settings<NodeAttributes, EdgeAttributes>['edgeProgramClasses'],
      nodeProgramClasses: { circle: NodeCircleProgram, point: NodePointProgram } as unknown as Settings<NodeAttributes, EdgeAttributes>['nodeProgramClasses'],
      labelRenderedSizeThreshold: 5,
      zIndex: true,
      nodeReducer: (node, data) => {
        const selected = this.selected.has(node);
        return {
          ...data,
          color: selected ? SELECTED : data.color,
          highlighted: selected || node === this.hoveredNode,
          forceLabel: selected,
          zIndex: selected ? 1 : 0,
        };
      },
      edgeReducer: (edge, data) => {
        const shown = this.hoveredNode !== undefined && this.graph.hasExtremity(edge, this.hoveredNode);
        return { ...data, label: shown ? data.label : null, forceLabel: shown, color: shown ? '#333333' : data.color };
      },
    });
    this.sigma.on('clickNode', ({ node, event }) => {
      const original = event.original as MouseEvent;
      this.onClickNode(node, original.shiftKey || original.ctrlKey || original.metaKey);
    });
    const hover = (change: () => void) => {
      change();
      this.sigma.setSetting('renderEdgeLabels', this.hoveredNode !== undefined);
    };
    this.sigma.on('enterNode', ({ node }) => hover(() => (this.hoveredNode = node)));
    this.sigma.on('leaveNode', () => hover(() => (this.hoveredNode = undefined)));
  }

  /** Called after nodes or edges are added or removed, or the selection changes. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** Adds the entity, or updates its label and type; new nodes start near `near` (or the centre). */
  upsertEntity(entity: NodeStub, near?: string): void {
    if (this.graph.hasNode(entity.id)) {
      this.graph.mergeNodeAttributes(entity.id, {
        label: entity.name,
        ...(entity.type ? { entityType: entity.type, color: colourOf(entity.type) } : {}),
      });
      return;
    }
    const anchor = near && this.graph.hasNode(near) ? this.graph.getNodeAttributes(near) : { x: 0, y: 0 };
    const angle = Math.random() * 2 * Math.PI;
    const distance = this.graph.order === 0 ? 0 : 1 + Math.random();
    this.graph.addNode(entity.id, {
      label: entity.name,
      x: anchor.x + Math.cos(angle) * distance,
      y: anchor.y + Math.sin(angle) * distance,
      size: 6,
      color: colourOf(entity.type),
      entityType: entity.type,
    });
  }

  /**
   * Adds the triples that link two entities as edges (and the entities at their ends as nodes, near `around`);
   * literal facts are the side panel's. Returns how many nodes were new.
   */
  addTriples(triples: Iterable<Triple>, around?: string): number {
    const before = this.graph.order;
    for (const triple of triples) {
      if (!triple.object_entity_id || this.graph.hasEdge(triple.id)) continue;
      const ends: NodeStub[] = [
        { id: triple.subject_entity_id, name: triple.subject },
        { id: triple.object_entity_id, name: triple.object },
      ];
      for (const end of ends) if (!this.graph.hasNode(end.id)) this.upsertEntity(end, around);
      this.graph.addDirectedEdgeWithKey(triple.id, triple.subject_entity_id, triple.object_entity_id, {
        label: triple.predicate,
        size: 1.5,
        color: '#b8c2cc',
      });
    }
    // One event for every node (no hints: sigma would try to repaint nodes it has not indexed yet).
    this.graph.updateEachNodeAttributes((node, attributes) => ({ ...attributes, size: 5 + Math.min(10, Math.log2(1 + this.graph.degree(node))) }));
    this.adaptToSize();
    this.changed();
    return this.graph.order - before;
  }

  private adaptToSize(): void {
    const large = this.graph.size > LARGE_GRAPH_EDGES;
    const type = large ? 'thin' : 'arrow';
    if (this.sigma.getSetting('defaultEdgeType') !== type) this.sigma.setSetting('defaultEdgeType', type);
    const nodeType = large ? 'point' : 'circle';
    if (this.sigma.getSetting('defaultNodeType') !== nodeType) this.sigma.setSetting('defaultNodeType', nodeType);
    if (this.sigma.getSetting('hideEdgesOnMove') !== large) this.sigma.setSetting('hideEdgesOnMove', large);
  }

  removeEntity(id: string): void {
    if (!this.graph.hasNode(id)) return;
    this.graph.dropNode(id);
    this.selected.delete(id);
    this.adaptToSize();
    this.changed();
  }

  setSelection(ids: Iterable<string>): void {
    this.selected.clear();
    for (const id of ids) if (this.graph.hasNode(id)) this.selected.add(id);
    this.sigma.refresh({ skipIndexation: true });
    this.changed();
  }

  toggleSelected(id: string): void {
    if (this.selected.has(id)) this.selected.delete(id);
    else if (this.graph.hasNode(id)) this.selected.add(id);
    this.sigma.refresh({ skipIndexation: true });
    this.changed();
  }

  clear(): void {
    this.stopLayout();
    this.graph.clear();
    this.selected.clear();
    this.adaptToSize();
    this.changed();
  }

  zoomToFit(): void {
    void this.sigma.getCamera().animatedReset({ duration: 300 });
  }

  /** Centres the camera on a node. */
  focus(id: string): void {
    if (!this.graph.hasNode(id)) return;
    const position = this.sigma.getNodeDisplayData(id);
    if (position) void this.sigma.getCamera().animate({ x: position.x, y: position.y }, { duration: 300 });
  }

  /** ForceAtlas2 in its web worker for `ms`, then stopped: a settled layout costs nothing while the user pans. */
  runLayout(ms = 3000): void {
    this.stopLayout();
    if (this.graph.order < 2) return;
    const settings = { ...forceAtlas2.inferSettings(this.graph), barnesHutOptimize: this.graph.order > 500 };
    this.layout = new FA2LayoutSupervisor(this.graph, { settings });
    this.layout.start();
    this.layoutTimer = setTimeout(() => this.stopLayout(), ms);
  }

  get layoutRunning(): boolean {
    return this.layout?.isRunning() ?? false;
  }

  stopLayout(): void {
    if (this.layoutTimer) clearTimeout(this.layoutTimer);
    this.layoutTimer = undefined;
    this.layout?.kill();
    this.layout = undefined;
  }

  destroy(): void {
    this.stopLayout();
    this.sigma.kill();
  }
}
