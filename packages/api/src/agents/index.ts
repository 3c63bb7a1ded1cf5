export { AgentGenerateSchema, AgentSchema, LOCAL_AGENT_ID, isLocalAgent } from './agentSchemas';
export type { Agent, AgentGenerate } from './agentSchemas';
