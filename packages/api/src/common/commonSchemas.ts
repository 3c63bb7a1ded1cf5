/**
 * Building blocks of the entity schemas. Output schemas accept what either backend sends: JSON strings from
 * Mission Control, or Date and numeric-string values straight from `pg` rows on our server.
 */
import { z } from 'zod';
import { isZeroDate } from '../format/zeroDate';

/** The all-zero id: the local agent, "no agent" (spec 000 section 9). */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const IdSchema = z.string().min(1);

/** An RFC 3339 timestamp as text; Dates become ISO strings and the zero date becomes null. */
export const TimestampSchema = z
  .union([z.string(), z.date()])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '' || isZeroDate(value)) return null;
    return value instanceof Date ? value.toISOString() : value;
  });

/** numeric columns arrive as strings from `pg`; JSON clients want numbers. */
export const NumericSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => (value === null || value === undefined || value === '' ? null : Number(value)));

/** Label and tag maps: string values, whatever scalar the JSON held. */
export const LabelsSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String))
  .nullish()
  .transform((value) => value ?? {});

export const JsonObjectSchema = z.record(z.string(), z.unknown());

/** Where a resource is managed (flanksource/duty's `source` enum); UI resources are the only editable ones. */
export const RESOURCE_SOURCES = [
  'KubernetesCRD',
  'ConfigFile',
  'UI',
  'Topology',
  'Push',
  'CRDSync',
  'ApplicationCRD',
  'System',
] as const;

/** A person as embedded by `created_by(id,name,avatar,email)`. */
export const PersonRefSchema = z.looseObject({
  id: IdSchema,
  name: z.string().nullish(),
  avatar: z.string().nullish(),
  email: z.string().nullish(),
});
export type PersonRef = z.infer<typeof PersonRefSchema>;

/** `created_by` is an id, or the person when the select embeds it. */
export const CreatedBySchema = z.union([IdSchema, PersonRefSchema]).nullish();

/** `{id, name}` pairs (agents, resources) as embedded by the widgets' selects. */
export const NamedRefSchema = z.looseObject({ id: IdSchema, name: z.string().nullish() });
export type NamedRef = z.infer<typeof NamedRefSchema>;
