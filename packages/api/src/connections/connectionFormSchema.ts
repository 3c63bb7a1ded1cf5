import * as z from 'zod/mini';
import { connectionTypeDef } from './connectionCatalog';
import type { ConnectionFormValues } from './connectionFields';
import { defaultConnectionValidationMessages, valueProblems, type ConnectionValidationMessages } from './connectionFormRules';

/**
 * The zod schema of a connection form, derived from the catalogue's rules (connectionFormRules), never written by
 * hand. Messages are overridable: a widget passes its own strings.
 */
export const connectionFormSchema = (type: string, messages: Partial<ConnectionValidationMessages> = {}) => {
  const def = connectionTypeDef(type);
  if (!def) throw new Error(`unknown connection type '${type}'`);
  const m = { ...defaultConnectionValidationMessages, ...messages };
  const required = z.string().check(z.trim(), z.minLength(1, m.required));
  return z.object({
    name: required,
    namespace: required,
    values: z.record(z.string(), z.union([z.string(), z.boolean()])).check(
      z.superRefine((values: ConnectionFormValues, ctx) => {
        for (const problem of valueProblems(def.fields, values, m)) {
          ctx.issues.push({ code: 'custom', message: problem.message, path: problem.path.slice(1), input: values[problem.path[1]!] });
        }
      }),
    ),
  });
};
