// @vitest-environment node
import { createColumnHelper } from '@tanstack/react-table';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// Server rendering (Next.js, Remix): every entry must import with no window, and render to HTML.
describe('server rendering', () => {
  it('imports the whole package without a DOM', async () => {
    expect(typeof window).toBe('undefined');
    const ui = await import('./index');
    expect(typeof ui.DataTable).toBe('function');
  });

  it('renders every component to a string; the code editor shows its placeholder and loads no Monaco', async () => {
    const ui = await import('./index');
    const column = createColumnHelper<{ name: string }>();
    const html = renderToString(
      <ui.ThemeProvider colorScheme="dark">
        <ui.MessagesProvider messages={{ emptyState: { title: 'Nothing here' } }}>
          <ui.Button loading>Save</ui.Button>
          <ui.TextInput label="Name" />
          <ui.Textarea label="Notes" />
          <ui.Select label="Region" options={[{ value: 'eu', label: 'Europe' }]} value="eu" />
          <ui.Switch label="On" />
          <ui.Checkbox label="Agree" />
          <ui.Tabs defaultValue="a">
            <ui.TabsList aria-label="Tabs">
              <ui.TabsTrigger value="a">A</ui.TabsTrigger>
            </ui.TabsList>
            <ui.TabsContent value="a">Panel A</ui.TabsContent>
          </ui.Tabs>
          <ui.Tooltip content="tip">
            <button type="button">hover</button>
          </ui.Tooltip>
          <ui.TagList items={[{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }]} max={2} />
          <ui.Skeleton />
          <ui.EmptyState />
          <ui.ErrorView error={new Error('boom')} />
          <ui.ProgressBar value={80} label="CPU" />
          <ui.StatCard label="Failing" value={3} />
          <ui.DataTable data={[{ name: 'api' }]} columns={[column.accessor('name', { header: 'Name' })]} />
          <ui.CodeEditor label="Spec" language="yaml" size="small" defaultValue="a: 1" />
          <ui.Toaster />
        </ui.MessagesProvider>
      </ui.ThemeProvider>,
    );
    expect(html).toContain('data-od-color-scheme="dark"');
    expect(html).toContain('Sorry.. there was an error');
    expect(html).toContain('Nothing here');
    expect(html).toContain('+2 more');
    expect(html).toContain('Page 1 of 1');
    expect(html).toMatch(/data-size="small"[^>]*data-language="yaml"/);
    expect(html).not.toContain('monaco');
  });
});
