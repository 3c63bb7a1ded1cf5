import { describe, expect, it } from 'vitest';
import { JobHistorySchema, jobDetailTabs } from './jobSchemas';

describe('job history', () => {
  it('shows only the detail tabs with content', () => {
    const job = JobHistorySchema.parse({
      id: 'j',
      name: 'SyncCanaries',
      status: 'FAILED',
      details: { errors: ['boom'], scrape_summary: {}, summary: { added: 1 } },
    });
    expect(jobDetailTabs(job)).toEqual(['Errors', 'Reconcile Summary']);
    expect(jobDetailTabs({ details: null })).toEqual([]);
    expect(jobDetailTabs({ details: { errors: [] } })).toEqual([]);
  });
});
