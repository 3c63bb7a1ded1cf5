import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../stories/StoryLayout';
import { CodeEditor, type CodeEditorSize } from './CodeEditor';

const spec = JSON.stringify({ name: 'api-health', schedule: '@every 30s', http: [{ url: 'https://api.example.com/health', responseCodes: [200] }] }, null, 2);
const yaml = ['apiVersion: canaries.flanksource.com/v1', 'kind: Canary', 'metadata:', '  name: api-health', 'spec:', '  schedule: "@every 30s"', '  http:', '    - url: https://api.example.com/health', '      responseCodes: [200]'].join('\n');

const meta = { title: 'Forms/CodeEditor', component: CodeEditor } satisfies Meta<typeof CodeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Json: Story = {
  render: () => {
    const [value, setValue] = useState(spec);
    return <CodeEditor label="Spec (JSON)" language="json" value={value} onChange={setValue} />;
  },
};

export const Yaml: Story = { render: () => <CodeEditor label="Spec (YAML)" language="yaml" defaultValue={yaml} /> };

export const ReadOnly: Story = {
  render: () => <CodeEditor label="Rendered spec" language="yaml" defaultValue={yaml} readOnly size="small" description="Read only" />,
};

export const Sizes: Story = {
  render: () => (
    <Stack>
      {(['very-small', 'small', 'medium'] as CodeEditorSize[]).map((size) => (
        <CodeEditor key={size} aria-label={`${size} editor`} label={size} size={size} language="json" defaultValue={spec} />
      ))}
    </Stack>
  ),
};

export const WithError: Story = {
  render: () => <CodeEditor label="Spec" language="json" defaultValue="" required error="This field is required" size="small" />,
};
