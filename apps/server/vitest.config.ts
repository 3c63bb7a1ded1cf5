import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@opsdeck/source'] },
  ssr: { resolve: { conditions: ['@opsdeck/source'], externalConditions: ['@opsdeck/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite holds a whole database per process: keep the number of workers small.
    pool: 'forks',
    maxWorkers: 2,
    // Runs after the unit projects (which use the default worker count): vitest needs a group per worker setting.
    sequence: { groupOrder: 1 },
  },
});
