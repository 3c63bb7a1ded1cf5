import { describe, expect, it } from 'vitest';
import { AgentSchema, LOCAL_AGENT_ID, isLocalAgent } from './agentSchemas';

describe('agents', () => {
  it('treats the all-zero id (and no id) as the local agent', () => {
    expect(isLocalAgent(LOCAL_AGENT_ID)).toBe(true);
    expect(isLocalAgent(null)).toBe(true);
    expect(isLocalAgent('0190c6a3-0000-7000-8000-000000000001')).toBe(false);
    expect(AgentSchema.parse({ id: LOCAL_AGENT_ID, name: 'local' }).name).toBe('local');
  });
});
