/** Properties: feature flags and backend settings (`GET /api/properties`, `/api/db/properties`). */
import { z } from 'zod';
import { CreatedBySchema, TimestampSchema } from '../common/commonSchemas';

export const PropertySchema = z.looseObject({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).transform(String),
  source: z.string().nullish(),
  type: z.string().nullish(),
  description: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Property = z.infer<typeof PropertySchema>;

export const PropertyInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required'),
  value: z.string(),
});
export type PropertyInput = z.input<typeof PropertyInputSchema>;
