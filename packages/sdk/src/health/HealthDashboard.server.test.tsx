import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { OpsdeckProvider } from '../provider/OpsdeckProvider';
import { HealthDashboard } from './healthDashboardEntry';
import { installBrowserGaps, useFakeLayout } from './HealthDashboard.testSupport';

// Against the reference server (real HTTP, the default health API): the summary path, the public summary path, and
// Run Selected following whoami. The test server has no checks, so the lists are empty.
const server = inject('referenceServer');
beforeAll(installBrowserGaps);

describe('HealthDashboard against the reference server', () => {
  it('loads the summary with the token and offers Run Selected to an admin', async () => {
    useFakeLayout();
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} token={server.tokens.admin}>
        <HealthDashboard renderCheckDetail={null} />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Run Selected (0)' })).toBeDisabled();
  });

  it('reads the public summary anonymously in public mode, with no write action', async () => {
    useFakeLayout();
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} mode="public">
        <HealthDashboard summaryUrl="/public/health/summary" />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('Healthy: 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Run Selected/ })).toBeNull();
  });
});
