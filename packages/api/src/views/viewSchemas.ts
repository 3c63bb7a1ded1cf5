/** Saved views (spec 000 sections 3 and 7). */
import { z } from 'zod';
import { CreatedBySchema, IdSchema, LabelsSchema, TimestampSchema } from '../common/commonSchemas';

export const VIEW_DEFAULT_ICON = 'workflow';
export const VIEW_DEFAULT_PAGE_SIZE = 50;

export const ViewSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  namespace: z.string().nullish(),
  title: z.string().nullish(),
  icon: z.string().nullish(),
  ordinal: z.number().nullish(),
  sidebar: z.boolean().nullish(),
  spec: z.unknown().optional(),
  labels: LabelsSchema,
  source: z.string().nullish(),
  public: z.boolean().nullish(),
  last_ran: TimestampSchema,
  error: z.string().nullish(),
  created_by: CreatedBySchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  deleted_at: TimestampSchema,
});
export type View = z.infer<typeof ViewSchema>;

/** Sidebar order: ordinal, then title (spec 000 section 9); the label is the title, else the name. */
export function compareViewsForSidebar(a: View, b: View): number {
  const byOrdinal = (a.ordinal ?? Number.MAX_SAFE_INTEGER) - (b.ordinal ?? Number.MAX_SAFE_INTEGER);
  if (byOrdinal !== 0) return byOrdinal;
  return viewLabel(a).localeCompare(viewLabel(b));
}

export function viewLabel(view: Pick<View, 'title' | 'name'>): string {
  return view.title?.trim() || view.name;
}

/** `POST /api/view/{id}` body. */
export const ViewRequestSchema = z.strictObject({
  variables: z.record(z.string(), z.string()).default({}),
});
export type ViewRequest = z.input<typeof ViewRequestSchema>;
