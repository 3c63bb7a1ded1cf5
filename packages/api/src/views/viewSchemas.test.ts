import { describe, expect, it } from 'vitest';
import { ViewSchema, compareViewsForSidebar, viewLabel } from './viewSchemas';

describe('views', () => {
  it('orders the sidebar by ordinal, then title, and labels by title or name', () => {
    const views = [
      { id: '1', name: 'zeta', ordinal: 2 },
      { id: '2', name: 'beta', title: 'Beta', ordinal: 1 },
      { id: '3', name: 'alpha', title: 'Alpha', ordinal: 1 },
      { id: '4', name: 'none' },
    ].map((view) => ViewSchema.parse(view));
    expect([...views].sort(compareViewsForSidebar).map(viewLabel)).toEqual(['Alpha', 'Beta', 'zeta', 'none']);
  });
});
