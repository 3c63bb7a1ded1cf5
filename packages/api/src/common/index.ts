export {
  CreatedBySchema,
  IdSchema,
  JsonObjectSchema,
  LabelsSchema,
  NIL_UUID,
  NamedRefSchema,
  NumericSchema,
  PersonRefSchema,
  RESOURCE_SOURCES,
  TimestampSchema,
} from './commonSchemas';
export type { NamedRef, PersonRef } from './commonSchemas';
