export {
  CatalogChangesRequestSchema,
  CatalogChangesResponseSchema,
  ConfigAnalysisSchema,
  ConfigChangeSchema,
  ConfigItemSchema,
} from './catalogSchemas';
export type {
  CatalogChangesRequest,
  CatalogChangesResponse,
  ConfigAnalysis,
  ConfigChange,
  ConfigItem,
} from './catalogSchemas';
