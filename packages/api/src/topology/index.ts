export {
  TopologyComponentSchema,
  TopologyCreateSchema,
  TopologyResponseSchema,
  TopologySchema,
} from './topologySchemas';
export type { Topology, TopologyComponent, TopologyCreate, TopologyResponse } from './topologySchemas';
