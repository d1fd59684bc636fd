// The built server on a free port with a fresh database, and Debian's Chromium, for the measuring scripts.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** Starts dist/server/main.js and the browser; `close()` stops both. Needs `npm run build` first. */
export async function startBuiltApp(root) {
  const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LUDOTECA_DB: join(mkdtempSync(join(tmpdir(), 'ludoteca-')), 'm.db'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = /http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    server.on('exit', () => reject(new Error('the server did not start: run npm run build first')));
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const close = async () => {
    await browser.close();
    server.kill();
  };
  return { url, browser, close };
}
