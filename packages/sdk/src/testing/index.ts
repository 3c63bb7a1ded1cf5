export { TestOpsdeckProvider, createTestQueryClient } from './TestOpsdeckProvider';
export type { TestOpsdeckProviderProps } from './TestOpsdeckProvider';
