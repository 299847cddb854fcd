// The functions passed to page.evaluate run in the browser.
/// <reference lib="dom" />
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { explorerRoutes } from '@tessera/gateway';
import express from 'express';
import { chromium, type Browser, type Page } from 'playwright-core';
import request from 'supertest';
import { ADMIN_TOKEN, startSystem, type System } from './testing/harness';

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
// Screenshots for a person to look at (git-ignored).
const SHOTS = join(__dirname, '..', 'test-output', 'explorer');

describe('explorer served at /explore', () => {
  let sys: System;
  beforeAll(async () => {
    sys = await startSystem();
  });
  afterAll(() => sys?.stop());

  it('redirects /explore to /explore/, whose page loads its scripts from the gateway under a strict CSP', async () => {
    const bare = await sys.http.get('/explore');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/explore/');
    const page = await sys.http.get('/explore/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    const scripts = [...page.text.matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/explore/assets/')).toBe(true);
      const asset = await sys.http.get(src);
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
    }
  });

  it('answers 404 for a file the build does not have', async () => {
    expect((await sys.http.get('/explore/assets/nothing-here.js')).status).toBe(404);
  });

  it('says how to build the explorer when its build is missing (503)', async () => {
    const app = express();
    const router = express.Router();
    explorerRoutes(router, null);
    app.use(router);
    const res = await request(app).get('/explore/');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});

if (!haveChromium) {
  // eslint-disable-next-line no-console
  console.warn(`skipped: explorer browser tests need ${CHROMIUM} (apt-get install -y chromium)`);
}
(haveChromium ? describe : describe.skip)('explorer in a browser', () => {
  jest.setTimeout(60_000);
  let sys: System;
  let server: Server;
  let url: string;
  let browser: Browser;
  let page: Page;
  let alice: { key: string };
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    sys = await startSystem({ searchIndexing: true });
    alice = await sys.newAccount('explorer-alice');
    const seeded = await sys.as(alice.key).post('/api/triples', {
      triples: [
        { subject: 'Ada Lovelace', predicate: 'works_at', object: 'Analytical Engine Society', object_type: 'entity' },
        { subject: 'Ada Lovelace', predicate: 'works_at', object: 'Royal Institution', object_type: 'entity' },
        { subject: 'Ada Lovelace', predicate: 'born_in', object: 'London', object_type: 'entity' },
        { subject: 'Ada Lovelace', predicate: 'born_on', object: '1815-12-10' },
        { subject: 'Charles Babbage', predicate: 'designed', object: 'Analytical Engine', object_type: 'entity' },
      ],
    });
    expect(seeded.status).toBe(200);
    // A duplicate made by hand, to merge in the browser.
    expect((await sys.as(alice.key).post('/api/entities', { name: 'Chas. Babbage', description: 'duplicate' })).status).toBe(200);
    expect((await sys.as(alice.key).post('/api/triples', { triples: [{ subject: 'Chas. Babbage', predicate: 'invented', object: 'Difference Engine', object_type: 'entity' }] })).status).toBe(200);
    server = sys.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
    });
    page = await browser.newPage({ viewport: { width: 1366, height: 820 } });
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    // The refused key and the refused fact answer 401 and 400 on purpose; any other console error (a CSP refusal, a
    // WebGL or worker failure) is a defect.
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && pageErrors.push(m.text()));
    page.on('response', (r) => r.status() === 404 && pageErrors.push(`404 ${r.url()}`));
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await sys?.stop();
  });

  const signInWith = async (key: string) => {
    await page.getByLabel('API key').fill(key);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it('refuses a wrong key and the admin token with a clear message, and keeps neither', async () => {
    await page.goto(`${url}/explore/`);
    await signInWith('kg_ThisKeyDoesNotExist0000000000');
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/did not accept this API key/);
    await signInWith(ADMIN_TOKEN);
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/not an API key.*admin token is not accepted/);
    await page.screenshot({ path: join(SHOTS, '1-sign-in-refused.png') });
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  });

  it('signs in with an API key kept in sessionStorage, never in the URL', async () => {
    await signInWith(alice.key);
    await page.getByRole('heading', { name: 'Tessera explorer' }).waitFor();
    await page.getByLabel('Search entities and facts').waitFor();
    expect(page.url()).not.toContain(alice.key);
    expect(await page.evaluate(() => Object.values(sessionStorage))).toEqual([alice.key]);
    // The index picker lists the account's indexes.
    expect(await page.locator('#index-select option').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^default/)]));
  });

  it('searches as you type and opens an entity in the side panel', async () => {
    // Reach the search box from the keyboard.
    await page.getByLabel('Search entities and facts').focus();
    await page.keyboard.type('Ada Lovelace');
    const result = page.getByRole('list', { name: 'Entities found' }).getByRole('button', { name: /Ada Lovelace/ });
    await result.first().waitFor({ timeout: 20_000 });
    await result.first().focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Entity details' });
    await panel.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await panel.getByRole('list', { name: 'Facts about it' }).getByText('1815-12-10').waitFor();
    await panel.getByRole('button', { name: 'Expand outgoing works_at (2)' }).waitFor();
    await panel.getByRole('button', { name: 'Expand outgoing born_in (1)' }).waitFor();
    await page.screenshot({ path: join(SHOTS, '2-entity-panel.png') });
  });

  it('expands neighbours by predicate and draws them with WebGL', async () => {
    expect(await page.evaluate(() => !!document.createElement('canvas').getContext('webgl2'))).toBe(true);
    await page.getByRole('button', { name: 'Expand outgoing works_at (2)' }).click();
    await page.getByRole('heading', { name: 'In the graph (3 entities, 2 links)' }).waitFor();
    const list = page.getByRole('region', { name: /In the graph/ });
    await list.getByRole('button', { name: 'Analytical Engine Society' }).waitFor();
    await list.getByRole('button', { name: 'Royal Institution' }).waitFor();
    await page.getByRole('button', { name: 'Zoom to fit' }).click();
    // Sigma draws node labels on its 2D label layer once the WebGL layers have the nodes' positions.
    await page.waitForFunction(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas.sigma-labels');
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return false;
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
      return false;
    });
    await page.waitForTimeout(3500); // let the layout settle for the screenshot
    await page.screenshot({ path: join(SHOTS, '3-expanded-graph.png') });
  });

  it('adds a fact through the API and shows it in the panel and the graph', async () => {
    const panel = page.getByRole('complementary', { name: 'Entity details' });
    await panel.getByLabel('Predicate').fill('collaborated_with');
    await panel.getByLabel('Object', { exact: true }).fill('Charles Babbage');
    await panel.getByRole('button', { name: 'Add fact' }).click();
    await panel.getByRole('status').filter({ hasText: 'Added: Ada Lovelace collaborated_with Charles Babbage' }).waitFor();
    await panel.getByRole('list', { name: 'Facts about it' }).getByRole('button', { name: 'Charles Babbage' }).waitFor();
    await page.getByRole('heading', { name: 'In the graph (4 entities, 3 links)' }).waitFor();
    const stored = await sys.as(alice.key).get('/api/triples?predicate=collaborated_with');
    expect(stored.body.data.map((t: { subject: string; object: string }) => `${t.subject} -> ${t.object}`)).toEqual(['Ada Lovelace -> Charles Babbage']);
  });

  it('shows the API message when an edit is refused', async () => {
    const panel = page.getByRole('complementary', { name: 'Entity details' });
    await panel.getByLabel('Predicate').fill('x'.repeat(300));
    await panel.getByLabel('Object', { exact: true }).fill('anything');
    await panel.getByRole('button', { name: 'Add fact' }).click();
    await expect(panel.getByRole('alert').textContent()).resolves.toMatch(/predicate/i);
  });

  it('merges two entities selected from the keyboard', async () => {
    await page.getByLabel('Search entities and facts').fill('Chas. Babbage');
    await page.getByRole('list', { name: 'Entities found' }).getByRole('button', { name: /Chas\. Babbage/ }).first().click();
    const list = page.getByRole('region', { name: /In the graph/ });
    await list.getByRole('button', { name: 'Chas. Babbage' }).waitFor();
    // Select both with Space on their checkboxes (Chas. Babbage is already selected by opening it).
    await list.getByRole('checkbox', { name: 'Select Charles Babbage' }).focus();
    await page.keyboard.press('Space');
    const merge = page.getByRole('group', { name: 'Merge the two selected entities' });
    await merge.getByRole('radio', { name: 'Keep Charles Babbage' }).check();
    await page.screenshot({ path: join(SHOTS, '4-merge-selected.png') });
    await merge.getByRole('button', { name: 'Merge “Chas. Babbage” into “Charles Babbage”' }).click();
    const panel = page.getByRole('complementary', { name: 'Entity details' });
    await panel.getByRole('heading', { name: 'Charles Babbage' }).waitFor();
    await panel.getByRole('list', { name: 'Facts about it' }).getByRole('button', { name: 'Difference Engine' }).waitFor();
    await list.getByRole('button', { name: 'Chas. Babbage' }).waitFor({ state: 'detached' });
    const gone = await sys.as(alice.key).get('/api/entities?search=Chas. Babbage&exact=true');
    expect(gone.body.data).toEqual([]);
  });

  it('fits a phone-sized viewport', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Zoom to fit' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(SHOTS, '5-phone-390x844.png'), fullPage: true });
  });

  it('sends a key kept in this tab that is no longer accepted back to sign-in, saying why', async () => {
    await page.evaluate(() => sessionStorage.setItem('tessera.explorer.apiKey', 'kg_RevokedSinceSignIn000000000'));
    await page.reload();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/no longer accepted/);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  });

  it('raised no page errors (CSP, worker, WebGL)', () => {
    expect(pageErrors).toEqual([]);
  });
});
