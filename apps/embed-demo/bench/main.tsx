// The health bench page: `?contender=opsdeck|baseline&n=10000`. The checks are generated in the page and handed to
// the widget through a replaced health API (no network), so what is measured is the widget alone: from the moment the
// summary is in hand to rows painted, and what follows. scripts/bench/healthBench.mjs drives it through `window.bench`.
import '@opsdeck/ui/styles.css';
import '@opsdeck/sdk/styles.css';
import { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { OpsdeckProvider, type UrlStateAdapter } from '@opsdeck/sdk';
import { HealthDashboard, healthApiRef, type HealthApi } from '@opsdeck/sdk/health-dashboard';
import type { CheckSummary } from '@opsdeck/api';
import { benchChecks } from './benchChecks';
import { PlainTable } from './PlainTable';
import { installBenchProbe, markSummaryDelivered } from './probe';

const search = new URLSearchParams(window.location.search);
const contender = search.get('contender') === 'baseline' ? 'baseline' : 'opsdeck';
const count = Number(search.get('n') ?? 10_000);
const checks: CheckSummary[] = benchChecks(count);

/** The bench's URL state setter, registered by the mounted page (functional updates, like a router's). */
let updateParams: (update: (current: URLSearchParams) => URLSearchParams) => void = () => {};

/**
 * The data arrives when the driver calls `window.benchStart()`, after the page has loaded and mounted: as a summary
 * response would, some time after the first render (and a profiler can be started first). Both contenders wait.
 */
const gate = new Promise<void>((resolve) => ((window as { benchStart?: () => void }).benchStart = resolve));

function fakeHealthApi(): HealthApi {
  const never = () => new Promise<never>(() => {});
  return {
    summary: async () => {
      await gate;
      markSummaryDelivered();
      return { checks_summary: checks } as Awaited<ReturnType<HealthApi['summary']>>;
    },
    agents: async () => [],
    check: never,
    graph: never,
    history: never,
    canary: never,
    runCheck: never,
    playbooksForCheck: async () => [],
  };
}

function Bench() {
  const [params, setParams] = useState(() => new URLSearchParams('hidePassing=false&groupBy=no-group'));
  updateParams = setParams;
  const urlState = useMemo<UrlStateAdapter>(() => ({ params, setParams: (next) => setParams(next) }), [params]);
  const [queryClient] = useState(() => new QueryClient());
  const apis = useMemo(() => [[healthApiRef, fakeHealthApi()]] as const, []);
  if (contender === 'baseline') return <BaselineTable params={params} />;
  return (
    <OpsdeckProvider baseUrl="http://bench.invalid/api" queryClient={queryClient} apis={apis} mode="public">
      <HealthDashboard urlState={urlState} />
    </OpsdeckProvider>
  );
}

/** The plain table, given the checks at the same moment the widget gets its summary. */
function BaselineTable({ params }: { params: URLSearchParams }) {
  const [data, setData] = useState<CheckSummary[]>([]);
  useEffect(() => {
    void gate.then(() => {
      markSummaryDelivered();
      setData(checks);
    });
  }, []);
  return <PlainTable checks={data} params={params} />;
}

installBenchProbe({
  contender,
  count,
  setParam: (name, value) =>
    updateParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    }),
});

createRoot(document.getElementById('bench-root')!).render(<Bench />);
