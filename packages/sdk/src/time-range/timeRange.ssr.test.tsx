// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The entry on a server (Next.js, Remix): it imports and renders with no DOM. A `window` getter on the global
// object counts every look at it, so code that only checks `typeof window` would show up too.
let windowReads = 0;
beforeAll(() => {
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    get() {
      windowReads += 1;
      return undefined;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('time-range-picker on a server render', () => {
  it('imports and renders both widgets without touching window', async () => {
    const entry = await import('./timeRangePickerEntry');
    expect(Object.keys(entry)).toEqual(expect.arrayContaining(['TimeRangePicker', 'TimeRangeDropdown']));
    expect(windowReads).toBe(0);
    const html = renderToString(
      <>
        <entry.TimeRangePicker timeZone="UTC" />
        <entry.TimeRangePicker timeZone="UTC" defaultValue={{ type: 'mapped', display: 'Yesterday' }} />
        <entry.TimeRangePicker
          timeZone="UTC"
          value={{ type: 'absolute', from: '2026-05-01T08:00:00Z', to: '2026-05-02T09:30:00Z' }}
        />
        <entry.TimeRangePicker
          timeZone="UTC"
          urlState={{ params: new URLSearchParams('rangeType=relative&display=6%20hours&range=now-6h'), setParams: () => undefined }}
        />
        <entry.TimeRangeDropdown defaultValue="3d" />
      </>,
    );
    expect(windowReads).toBe(0);
    expect(html).toContain('Indefinitely');
    expect(html).toContain('Yesterday');
    expect(html).toContain('2026-05-01 08:00 - 2026-05-02 09:30');
    expect(html).toContain('6 hours');
    expect(html).toContain('3 days');
    expect(html).toContain('aria-label="Time Range"');
    // The popover and the list are client-only chunks: nothing of them is in the server's HTML.
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('role="listbox"');
  });

  it('renders inside the provider with its strings', async () => {
    const { TimeRangePicker } = await import('./timeRangePickerEntry');
    const { TestOpsdeckProvider } = await import('../testing');
    const html = renderToString(
      <TestOpsdeckProvider messages={{ timeRangePicker: { indefinitely: 'Unbegrenzt', label: 'Zeitraum' } }}>
        <TimeRangePicker />
      </TestOpsdeckProvider>,
    );
    expect(html).toContain('aria-label="Zeitraum: Unbegrenzt"');
  });
});
