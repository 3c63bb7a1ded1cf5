import type { Queryable } from '../db/queryable';
import { insertRows } from './bulkInsert';
import type { CheckPlan } from './seedChecks';
import { DAY, HOUR, before } from './seedIds';

/** Whole canaries on the demo status wall: every check of the payment API and of the CDN, in production. */
export const PUBLISHED_CANARY_SERVICES = ['payments-api', 'cdn'];
/** Single checks published on their own: the front door of a few services across namespaces. */
export const PUBLISHED_CHECKS = ['cart/healthz', 'auth/healthz', 'search-api/healthz', 'ingress-nginx/home', 'postgres-main/query', 'status-page/healthz'];

/**
 * What the demo has published for anonymous viewers, so the public summary and the badges show something from the
 * first start. Each service's first canary in the plan (production, eu-west-1) is the one used; services a small seed
 * does not reach are skipped, so any size gives a deterministic subset of the same list.
 */
export function planPublications(plan: CheckPlan): Array<{ kind: 'check' | 'canary'; targetId: string }> {
  const firstCanary = (service: string) => plan.canaries.find((c) => c.service.name === service);
  const out: Array<{ kind: 'check' | 'canary'; targetId: string }> = [];
  for (const service of PUBLISHED_CANARY_SERVICES) {
    const canary = firstCanary(service);
    if (canary) out.push({ kind: 'canary', targetId: canary.id });
  }
  for (const name of PUBLISHED_CHECKS) {
    const canary = firstCanary(name.split('/')[0]!);
    const check = canary && plan.checks.find((k) => k.canaryId === canary.id && k.name === name);
    if (check) out.push({ kind: 'check', targetId: check.id });
  }
  return out;
}

export async function seedPublications(db: Queryable, plan: CheckPlan, now: Date, publishedBy: string): Promise<void> {
  await insertRows(
    db,
    'health_publications',
    { kind: 'text', target_id: 'uuid', published_at: 'timestamptz', published_by: 'uuid' },
    planPublications(plan).map((p, i) => ({
      kind: p.kind,
      target_id: p.targetId,
      published_at: before(now, 3 * DAY - i * HOUR),
      published_by: publishedBy,
    })),
  );
}
