// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// Next.js and Remix render widgets on the server: the entry imports without a window, the frame renders to HTML
// (placeholders; data loads on the client) and nothing is fetched there.
describe('check detail on a server', () => {
  it('imports without a DOM and renders the frame without fetching', async () => {
    expect(typeof window).toBe('undefined');
    const { CheckDetail, CheckDetailDialog } = await import('./checkDetailEntry');
    const { OpsdeckProvider } = await import('../provider/OpsdeckProvider');
    let fetched = 0;
    const html = renderToString(
      <OpsdeckProvider
        baseUrl="https://ops.example"
        fetch={() => {
          fetched += 1;
          return Promise.reject(new Error('no fetch on the server'));
        }}
      >
        <CheckDetail checkId="check-1" />
        <CheckDetailDialog checkId="check-1" open={false} onOpenChange={() => {}} />
      </OpsdeckProvider>,
    );
    expect(html).toContain('data-check-id="check-1"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Uptime');
    expect(html).toContain('Latency (95%)');
    expect(fetched).toBe(0);
  });
});
