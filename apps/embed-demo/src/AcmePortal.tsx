import { OpsdeckProvider, type UrlStateAdapter } from '@opsdeck/sdk';
import { CheckDetail } from '@opsdeck/sdk/check-detail';
import { HealthDashboard } from '@opsdeck/sdk/health-dashboard';
import { TimeRangePicker } from '@opsdeck/sdk/time-range-picker';
import type { TimeRange } from '@opsdeck/api';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { NavLink, Route, Routes, BrowserRouter, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AcmeConfig } from './acmeConfig';
import { IntegrationsPage } from './IntegrationsPage';

/**
 * Acme's portal: its own router, its own QueryClient (shared with the widgets, which key everything under their
 * backend), its own look. The Opsdeck provider sits inside it, pointed at another origin with a read-scoped token; the
 * Integrations page nests a second provider with its own token and cache.
 */
export function AcmePortal({ config }: { config: AcmeConfig }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <OpsdeckBridge config={config} queryClient={queryClient} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

function OpsdeckBridge({ config, queryClient }: { config: AcmeConfig; queryClient: QueryClient }) {
  const navigate = useNavigate();
  return (
    <OpsdeckProvider
      baseUrl={`${config.opsdeckUrl}/api`}
      token={config.token}
      queryClient={queryClient}
      navigate={(to) => navigate(to)}
      withBackground={false}
    >
      <header className="acme-header">
        <h1>Acme Portal</h1>
        <nav className="acme-nav" aria-label="Acme">
          <NavLink to="/" end>
            Service health
          </NavLink>
          <NavLink to="/time">Time ranges</NavLink>
          <NavLink to="/status-wall">Status wall</NavLink>
          <NavLink to="/integrations">Integrations</NavLink>
        </nav>
      </header>
      <main className="acme-main">
        <Routes>
          <Route path="/" element={<ServiceHealth config={config} />} />
          <Route path="/checks/:id" element={<CheckPage />} />
          <Route path="/time" element={<TimeRanges />} />
          <Route path="/status-wall" element={<StatusWall config={config} />} />
          <Route path="/integrations" element={<IntegrationsPage config={config} />} />
        </Routes>
      </main>
    </OpsdeckProvider>
  );
}

/**
 * The team's own checks: the dashboard limited to one namespace, its filters in the portal's URL (React Router's
 * search params), and a click on a check opening the portal's own check page through the provider's `navigate`.
 */
function ServiceHealth({ config }: { config: AcmeConfig }) {
  const [params, setParams] = useSearchParams();
  const urlState = useMemo<UrlStateAdapter>(
    () => ({ params, setParams: (next, options) => setParams(next, { replace: options?.replace ?? false }) }),
    [params, setParams],
  );
  return (
    <section className="acme-card" aria-labelledby="acme-health">
      <h2 id="acme-health">Service health: {config.namespace}</h2>
      <HealthDashboard namespace={config.namespace} urlState={urlState} checkHref={(id) => `/checks/${id}`} />
    </section>
  );
}

function CheckPage() {
  const { id } = useParams();
  return (
    <section className="acme-card" aria-label="Check">
      {id ? <CheckDetail checkId={id} /> : null}
    </section>
  );
}

function TimeRanges() {
  const [range, setRange] = useState<TimeRange | undefined>(undefined);
  return (
    <section className="acme-card" aria-labelledby="acme-time">
      <h2 id="acme-time">Report window</h2>
      <TimeRangePicker value={range} onValueChange={setRange} />
      <p data-testid="acme-range">Selected: {range ? range.display : 'nothing yet'}</p>
    </section>
  );
}

/** What the portal's wall TV shows: the public view in an iframe and a badge, both straight from the Opsdeck server. */
function StatusWall({ config }: { config: AcmeConfig }) {
  return (
    <section className="acme-card" aria-labelledby="acme-wall">
      <h2 id="acme-wall">Status wall</h2>
      <iframe className="acme-frame" title="Opsdeck public health" src={`${config.opsdeckUrl}/view/health`} />
      <PublishedBadges config={config} />
    </section>
  );
}

/** Badges of the first published checks: plain <img> tags, no script, as a wiki page or a README would use them. */
function PublishedBadges({ config }: { config: AcmeConfig }) {
  const published = useQuery({
    queryKey: ['acme', 'published-checks', config.opsdeckUrl],
    queryFn: async () => {
      const res = await fetch(`${config.opsdeckUrl}/api/public/health/summary`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as { checks_summary?: { id: string; name: string }[] };
      return (body.checks_summary ?? []).slice(0, 3);
    },
  });
  return (
    <p className="acme-badges">
      {(published.data ?? []).map((check) => (
        <img
          key={check.id}
          src={`${config.opsdeckUrl}/api/public/health/badge/check/${check.id}.svg`}
          alt={`${check.name} status`}
        />
      ))}
    </p>
  );
}
