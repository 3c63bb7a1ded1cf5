// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import { HealthDashboard } from './healthDashboardEntry';

describe('HealthDashboard on a server render', () => {
  it('renders its frame and a skeleton with no window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <TestOpsdeckProvider>
        <HealthDashboard />
      </TestOpsdeckProvider>,
    );
    expect(html).toContain('Search by name, description, or endpoint');
    expect(html).toContain('Filter by Health');
    expect(html).toContain('aria-busy="true"');
  });
});
