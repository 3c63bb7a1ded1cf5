export {
  PLAYBOOK_ACTION_TYPES,
  PlaybookParameterSchema,
  PlaybookParamsResponseSchema,
  PlaybookRunActionSchema,
  PlaybookRunRequestSchema,
  PlaybookRunResponseSchema,
  PlaybookRunSchema,
  PlaybookSchema,
  PlaybookSpecSchema,
  playbookActionType,
} from './playbookSchemas';
export type {
  Playbook,
  PlaybookActionType,
  PlaybookParameter,
  PlaybookParamsResponse,
  PlaybookRun,
  PlaybookRunAction,
  PlaybookRunRequest,
  PlaybookRunResponse,
  PlaybookSpec,
} from './playbookSchemas';
