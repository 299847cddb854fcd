// The explorer's rendering bench: its bench page (apps/explorer/bench.html: the app's own GraphView on synthetic
// data) served by the gateway, in headless Chromium. Measures the first render of a 2,000-node neighbourhood after the
// data arrived, and the frame rate (requestAnimationFrame intervals) over 10,000 nodes and 20,000 edges while the
// mouse pans and zooms as a user does, with the layout stopped and while ForceAtlas2 runs in its worker, and while
// code moves the camera every frame (sigma then sees no drag and draws every edge on every frame: the worst case).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';

const round = (n) => Math.round(n * 10) / 10;

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MEASURE_MS = 8000;
const VIEWPORT = { width: 1280, height: 800 };

/** Drags the graph around in circles, with a wheel zoom now and then, until `ms` have passed. */
async function dragAround(page, ms) {
  const centre = { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 };
  const started = Date.now();
  let step = 0;
  while (Date.now() - started < ms) {
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let i = 0; i < 20 && Date.now() - started < ms; i++, step++) {
      const angle = (step / 20) * 2 * Math.PI;
      await page.mouse.move(centre.x + 150 * Math.cos(angle), centre.y + 150 * Math.sin(angle), { steps: 2 });
    }
    await page.mouse.up();
    await page.mouse.wheel(0, step % 40 < 20 ? -120 : 120);
  }
}

async function measureWhileDragging(page) {
  const [frames] = await Promise.all([page.evaluate((ms) => window.bench.record(ms), MEASURE_MS), dragAround(page, MEASURE_MS)]);
  return frames;
}

export async function explorerBench(system) {
  if (!existsSync(CHROMIUM)) throw new Error(`explorer bench: ${CHROMIUM} not found (apt-get install -y chromium)`);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // WebGL on the CPU (SwiftShader): there is no GPU here, so the figures are a floor for a real laptop.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${system.url}/explore/bench.html`);
    await page.waitForFunction(() => window.bench !== undefined);
    // The machine is shared: its load average says how much of it the browser had.
    const loadBefore = loadavg()[0];
    const info = await page.evaluate(() => window.bench.info());
    const firstRender = await page.evaluate(() => window.bench.firstRender(2000));
    const size = await page.evaluate(() => window.bench.load(10_000, 20_000));
    await dragAround(page, 1500); // untimed: the first frames upload the graph and compile the shaders
    const dragged = await measureWhileDragging(page);
    await page.evaluate(() => window.bench.startLayout());
    const draggedWithLayout = await measureWhileDragging(page);
    await page.evaluate(() => window.bench.stopLayout());
    const scripted = await page.evaluate((ms) => window.bench.scriptedPan(ms), MEASURE_MS);
    return {
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      chromium: browser.version(),
      ...info,
      load_average_1min: { before: round(loadBefore), after: round(loadavg()[0]) },
      ...size,
      first_render_2000_ms: firstRender,
      pan_zoom_mouse: dragged,
      pan_zoom_mouse_while_layout_runs: draggedWithLayout,
      pan_zoom_scripted_edges_drawn: scripted,
      page_errors: errors,
    };
  } finally {
    await browser.close();
  }
}
