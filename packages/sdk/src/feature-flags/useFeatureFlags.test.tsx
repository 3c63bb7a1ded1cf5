import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBackendServer, type BackendServer } from '../../test/backendServer';
import { OpsdeckProvider } from '../provider/OpsdeckProvider';
import type { OpsdeckFeatures } from '../provider/opsdeckContext';
import { readProperties } from './propertiesApi';
import { useFeatureFlags } from './useFeatureFlags';

const server = inject('referenceServer');
const FEATURES = ['incidents', 'config', 'settings.config_scraper', 'health', 'settings.health', 'topology'];

function Flags() {
  const flags = useFeatureFlags();
  if (flags.status !== 'success') return <p>{flags.status}</p>;
  return <p>{`off: ${FEATURES.filter((f) => flags.isDisabled(f)).join(' ') || 'none'}`}</p>;
}

describe('useFeatureFlags against the reference server', () => {
  it("reads the operator's flags, with areas switching their settings pages off too", async () => {
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} token={server.tokens.viewer}>
        <Flags />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText('off: incidents config settings.config_scraper')).toBeInTheDocument();
  });

  it("lets the host's switches win both ways", async () => {
    const features: OpsdeckFeatures = { incidents: true, health: false };
    render(
      <OpsdeckProvider baseUrl={server.baseUrl} token={server.tokens.viewer} features={features}>
        <Flags />
      </OpsdeckProvider>,
    );
    expect(await screen.findByText('off: config settings.config_scraper health settings.health')).toBeInTheDocument();
  });
});

describe('given mode="public"', () => {
  let backend: BackendServer;
  beforeAll(async () => {
    backend = await startBackendServer();
  });
  afterAll(() => backend.close());

  it("fetches no properties (they need a sign-in) and applies the host's switches only", async () => {
    render(
      <OpsdeckProvider baseUrl={backend.origin} mode="public" features={{ topology: false }}>
        <Flags />
      </OpsdeckProvider>,
    );
    expect(screen.getByText('off: topology')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.requests).toEqual([]);
  });
});

describe('readProperties', () => {
  it('turns values into text as the backend stores them', () => {
    expect(readProperties([{ name: 'a.disable', value: true }, { name: 'limit', value: 5, source: 'local' }])).toEqual([
      { name: 'a.disable', value: 'true', source: null },
      { name: 'limit', value: '5', source: 'local' },
    ]);
  });

  it.each([
    [{}, 'not a list'],
    [[{ value: 'x' }], 'item 0 has no name'],
    [[{ name: 'a', value: { nested: true } }], 'a has a value that is not text'],
  ])('refuses %j, naming the problem', (body, problem) => {
    expect(() => readProperties(body)).toThrow(`Unexpected properties response: ${problem}`);
  });
});
