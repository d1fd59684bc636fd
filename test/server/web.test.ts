// Serving the web app: static files from dist/web, index.html for the app's own paths, a hint when not built.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app.js';
import { memoryServer, tempDir } from './fixtures.js';

const INDEX = '<!doctype html><title>Ludoteca test app</title><div id="root"></div>';

function fakeWebRoot(): string {
  const root = tempDir('ludoteca-web-');
  writeFileSync(join(root, 'index.html'), INDEX);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log("app");');
  return root;
}

describe('with the web app built', () => {
  // A dot in the last segment under the app's own sections is a mistyped address, which the app explains.
  const dotted = [
    '/replay/1.5',
    '/samegame/15x10c4.',
    '/shisensho/a.b',
    '/scarabeo/2p.x',
    '/konobi/9.5',
    '/online/x.y',
  ];
  for (const url of ['/', '/samegame/15x10c4', '/samegame/15x10c4?x=1', '/samegame/rules', '/samegame', ...dotted]) {
    it(`answers GET ${url} with index.html`, async () => {
      const app = await buildServer({ dbPath: ':memory:', webRoot: fakeWebRoot() });
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.body).toBe(INDEX);
      await app.close();
    });
  }

  it('serves hashed assets with a long cache and keeps the API and 404s in JSON', async () => {
    const app = await buildServer({ dbPath: ':memory:', webRoot: fakeWebRoot() });
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
    for (const url of ['/assets/missing.js', '/api/nope', '/favicon.ico', '/api/nope.json', '/replayx/a.js']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toBe('not-found');
    }
    await app.close();
  });
});

describe('without the web app', () => {
  it('answers / with a page that says to run npm run build', async () => {
    const app = await memoryServer();
    for (const url of ['/', '/samegame/15x10c4']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(503);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.body).toContain('npm run build');
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
