// Line charts as PNG files for the benches: a vega-lite spec compiled to vega, rendered to SVG by vega in Node (no
// browser or canvas needed), then rasterised by resvg. vega writes text into the SVG without needing fonts; resvg needs
// one to draw it, and takes it from the system (DejaVu Sans: Debian's fonts-dejavu-core).
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import * as vega from 'vega';
import { compile } from 'vega-lite';

const FONT = 'DejaVu Sans';

/**
 * One panel: a line per series over a quantitative x axis.
 * zero: start the y axis at 0 (default true); log: a logarithmic y axis, for series orders of magnitude apart.
 * @typedef {{ title: string, x: string, y: string, points: { x: number, y: number, series: string }[], zero?: boolean, log?: boolean }} Panel
 */

/** panels stacked top to bottom, each with its own y scale and legend. */
export function lineChartSpec(panels, { title, width = 900, height = 280 } = {}) {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    ...(title ? { title } : {}),
    background: 'white',
    padding: 12,
    vconcat: panels.map((panel) => ({
      title: panel.title,
      width,
      height,
      data: { values: panel.points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && (!panel.log || p.y > 0)) },
      // Points as well as lines: a series with one or two samples (a short run) still shows.
      mark: { type: 'line', point: { size: 20 }, strokeWidth: 1.5 },
      encoding: {
        x: { field: 'x', type: 'quantitative', title: panel.x },
        y: { field: 'y', type: 'quantitative', title: panel.y, scale: panel.log ? { type: 'log' } : { zero: panel.zero ?? true } },
        color: { field: 'series', type: 'nominal', title: null, legend: { orient: 'right', labelLimit: 320 } },
      },
    })),
    resolve: { scale: { color: 'independent', y: 'independent' }, legend: { color: 'independent' } },
    config: { font: FONT },
  };
}

export async function lineChartSvg(panels, options) {
  const view = new vega.View(vega.parse(compile(lineChartSpec(panels, options)).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Renders the panels and writes them to `file` as PNG; returns the SVG too, for anyone who wants it. */
export async function writeLineChartPng(file, panels, options) {
  const svg = await lineChartSvg(panels, options);
  const png = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: FONT, sansSerifFamily: FONT } }).render().asPng();
  writeFileSync(file, png);
  return svg;
}
