// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// Server rendering (Next.js, Remix): the entries import with no DOM and the provider renders its shell to HTML,
// without fetching (data loads on the client).
describe('server rendering', () => {
  it('imports every entry without a window', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const sdk = await import('./index');
    const testing = await import('./testing/index');
    expect(typeof sdk.OpsdeckProvider).toBe('function');
    expect(typeof testing.TestOpsdeckProvider).toBe('function');
  });

  it('renders the provider, a <Can> gate and a hook consumer to a string', async () => {
    const { OpsdeckProvider, Can, useWhoami, useFeatureFlags, OpsdeckLink } = await import('./index');
    let fetched = 0;
    function Hello() {
      const whoami = useWhoami();
      const flags = useFeatureFlags();
      return <p>{`${whoami.status} ${flags.status} ${flags.isDisabled('health')}`}</p>;
    }
    const html = renderToString(
      <OpsdeckProvider
        baseUrl="https://ops.example"
        colorScheme="dark"
        theme={{ color: { accent: '#123456' } }}
        fetch={() => {
          fetched += 1;
          return Promise.reject(new Error('no fetch on the server'));
        }}
      >
        <Can resource="connections" action="write" loading={<span>checking access</span>}>
          <button type="button">Edit</button>
        </Can>
        <Hello />
        <OpsdeckLink to="/health">Health</OpsdeckLink>
      </OpsdeckProvider>,
    );
    expect(html).toContain('data-od-color-scheme="dark"');
    expect(html).toContain('--od-color-accent:#123456');
    expect(html).toContain('checking access');
    expect(html).not.toContain('Edit');
    expect(html).toContain('pending pending false');
    expect(html).toContain('href="/health"');
    expect(fetched).toBe(0);
  });

  it('renders a public embed with its read content and no write action', async () => {
    const { OpsdeckProvider, Can } = await import('./index');
    const html = renderToString(
      <OpsdeckProvider baseUrl="https://ops.example" mode="public">
        <Can resource="canaries" action="read">
          <p>status wall</p>
        </Can>
        <Can resource="canaries" action="write">
          <button type="button">Run now</button>
        </Can>
      </OpsdeckProvider>,
    );
    expect(html).toContain('status wall');
    expect(html).not.toContain('Run now');
    expect(html).toContain('data-opsdeck-mode="public"');
  });
});
