import { describe, expect, it } from 'vitest';
import { PlaybookRunRequestSchema, PlaybookSchema, playbookActionType } from './playbookSchemas';

describe('playbook schemas', () => {
  it('reads a playbook with its parameters', () => {
    const playbook = PlaybookSchema.parse({
      id: 'p',
      name: 'restart',
      spec: { parameters: [{ name: 'replicas', type: 'text', properties: { regex: '^\\d+$' } }] },
    });
    expect(playbook.spec?.parameters?.[0]?.properties?.regex).toBe('^\\d+$');
  });

  it('builds a run request with empty params by default', () => {
    expect(PlaybookRunRequestSchema.parse({ id: 'p', check_id: 'c' })).toEqual({ id: 'p', check_id: 'c', params: {} });
    expect(PlaybookRunRequestSchema.safeParse({ id: 'p', resource: 'x' }).success).toBe(false);
  });

  it('derives the action type from the action spec, exec by default', () => {
    expect(playbookActionType({ name: 'a', http: { url: 'x' } })).toBe('http');
    expect(playbookActionType({ name: 'a', azureDevopsPipeline: {} })).toBe('azureDevopsPipeline');
    expect(playbookActionType({ name: 'a' })).toBe('exec');
    expect(playbookActionType(null)).toBe('exec');
  });
});
