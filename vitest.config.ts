import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Tabs of one shared Chromium are cheap; several Chromium processes on 2 cores are not.
    poolOptions: { forks: { maxForks: 2 } },
  },
});
