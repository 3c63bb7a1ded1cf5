// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TestOpsdeckProvider } from '../testing/TestOpsdeckProvider';
import { PermissionEditor } from './permissionEditorEntry';

describe('PermissionEditor on a server render', () => {
  it('renders its filters, the table head and a busy body with no window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <TestOpsdeckProvider>
        <PermissionEditor connectionId="33333333-3333-4333-8333-333333333333" />
      </TestOpsdeckProvider>,
    );
    expect(html).toContain('aria-label="Permissions"');
    expect(html).toContain('Sort by Subject');
    expect(html).toContain('aria-busy="true"');
    // Until whoami answers, nobody is offered a write.
    expect(html).not.toContain('Add Permission');
  });
});
