import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@opsdeck/source'] },
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Type-level tests of the public generics (query builder) run with tsc next to the runtime tests.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
