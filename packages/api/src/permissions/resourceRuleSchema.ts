import { z } from 'zod';
import { RESOURCE_COLUMNS, type ResourceRule } from './resourceRules';

/** whoami's `resource_permissions` entries (kept apart from the rules: a client deciding by them needs no zod). */
export const ResourceRuleSchema = z.looseObject({
  column: z.enum(RESOURCE_COLUMNS),
  id: z.string().min(1).transform((id) => id.toLowerCase()),
  action: z.string(),
  deny: z.boolean().default(false),
}) satisfies z.ZodType<ResourceRule, unknown>;
