// Vitest: unit, property, CLI and browser tests, all under test/ (the browser tests start the real server).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: keep workers to two so the server and Chromium tests are not starved.
    maxWorkers: 2,
    // Browser tests poll the page; on a loaded 2-core machine a server round trip can take seconds.
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
});
