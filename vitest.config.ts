import { defineConfig } from 'vitest/config';

// One vitest run over every package; each project keeps its own environment.
export default defineConfig({
  resolve: { conditions: ['@opsdeck/source'] },
  ssr: { resolve: { conditions: ['@opsdeck/source'], externalConditions: ['@opsdeck/source'] } },
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
