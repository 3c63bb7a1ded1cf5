/**
 * Scopes of API tokens (spec 001 sections 2.9, 3.5, 4 and 6). The token form holds one flag per `object:action`;
 * presets and per-object levels only set flags. What is sent is the list of flags that are on, as
 * `{subject: '', object, action}` entries. The server turns those entries into grants on our resource areas
 * (tokenScopeGrants) and stores them with the token; a request made with the token may do only what both the grants
 * and the token's person allow.
 *
 * Scope objects and the resource areas they cover:
 *   mcp -> mcp; canaries -> canaries; catalog -> catalog; application -> applications;
 *   notification -> notifications; playbooks -> playbooks (read also covers playbook_runs), and
 *   playbook:run / playbook:approve -> write on playbook_runs.
 * Create, update and delete all become write: the server checks read or write per area, so on the server the Write
 * level (read + create) allows the same as Admin (read + create + update + delete).
 */
import { z } from 'zod';
import { grantsOfPermission } from './permissions';

export const TOKEN_SCOPE_OBJECTS = ['mcp', 'canaries', 'catalog', 'application', 'playbooks', 'notification'] as const;
export type TokenScopeObject = (typeof TOKEN_SCOPE_OBJECTS)[number];

const CRUD = ['read', 'create', 'update', 'delete'] as const;

/** The actions each scope object offers: mcp only '*', the run actions only on playbooks. */
export const TOKEN_SCOPE_ACTIONS: Readonly<Record<TokenScopeObject, readonly string[]>> = {
  mcp: ['*'],
  canaries: CRUD,
  catalog: CRUD,
  application: CRUD,
  notification: CRUD,
  playbooks: [...CRUD, 'playbook:run', 'playbook:approve'],
};

export const TOKEN_PRESETS = ['Read', 'Write', 'Admin', 'Custom'] as const;
export type TokenPreset = (typeof TOKEN_PRESETS)[number];

export const OBJECT_LEVELS = ['None', 'Read', 'Write', 'Admin'] as const;
export type ObjectLevel = (typeof OBJECT_LEVELS)[number];
export const PLAYBOOK_LEVELS = ['None', 'Read', 'Run', 'Approve', 'Write'] as const;
export type PlaybookLevel = (typeof PLAYBOOK_LEVELS)[number];
export const MCP_LEVELS = ['None', 'Admin'] as const;
export type McpLevel = (typeof MCP_LEVELS)[number];

/** The level chosen for one scope object. */
export type TokenScopeLevel<O extends TokenScopeObject> = O extends 'mcp'
  ? McpLevel
  : O extends 'playbooks'
    ? PlaybookLevel
    : ObjectLevel;

/** `object:action` -> on. A missing key is off. */
export type TokenScopeFlags = Record<string, boolean>;

export const scopeFlag = (object: TokenScopeObject, action: string) => `${object}:${action}`;

// Levels are cumulative: each one names only what it adds to the one before it.
const OBJECT_LEVEL_ACTIONS: Record<ObjectLevel, readonly string[]> = {
  None: [],
  Read: ['read'],
  Write: ['read', 'create'],
  Admin: ['read', 'create', 'update', 'delete'],
};
const PLAYBOOK_LEVEL_ACTIONS: Record<PlaybookLevel, readonly string[]> = {
  None: [],
  Read: ['read'],
  Run: ['read', 'playbook:run'],
  Approve: ['read', 'playbook:run', 'playbook:approve'],
  Write: ['read', 'playbook:run', 'playbook:approve', 'create', 'delete'],
};

/** The actions a level turns on for an object (all others of that object are off). */
export function actionsOfLevel<O extends TokenScopeObject>(object: O, level: TokenScopeLevel<O>): string[] {
  if (object === 'mcp') return level === 'Admin' ? ['*'] : [];
  if (object === 'playbooks') return [...(PLAYBOOK_LEVEL_ACTIONS[level as PlaybookLevel] ?? [])];
  return [...(OBJECT_LEVEL_ACTIONS[level as ObjectLevel] ?? [])];
}

/** Sets one object's flags to exactly what the level gives, leaving the other objects as they are. */
export function withLevel<O extends TokenScopeObject>(
  flags: TokenScopeFlags,
  object: O,
  level: TokenScopeLevel<O>,
): TokenScopeFlags {
  const on = new Set(actionsOfLevel(object, level));
  const next = { ...flags };
  for (const action of TOKEN_SCOPE_ACTIONS[object]) next[scopeFlag(object, action)] = on.has(action);
  return next;
}

/**
 * The flags a preset sets on every object. Read: read (mcp '*'); Write: read and create; Admin: read, create,
 * update and delete, and every playbook action; Custom: everything off.
 */
export function presetFlags(preset: TokenPreset): TokenScopeFlags {
  const flags: TokenScopeFlags = {};
  for (const object of TOKEN_SCOPE_OBJECTS) {
    for (const action of TOKEN_SCOPE_ACTIONS[object]) {
      let on: boolean;
      if (preset === 'Custom') on = false;
      else if (object === 'mcp') on = true;
      else if (preset === 'Read') on = action === 'read';
      else if (preset === 'Write') on = action === 'read' || action === 'create';
      else on = true;
      flags[scopeFlag(object, action)] = on;
    }
  }
  return flags;
}

/** MCP setup starts on Custom with every mcp scope on. */
export function mcpSetupFlags(): TokenScopeFlags {
  return withLevel(presetFlags('Custom'), 'mcp', 'Admin');
}

/** The highest level whose actions are all on, for showing the form's selects from flags. */
export function levelOfFlags<O extends TokenScopeObject>(flags: TokenScopeFlags, object: O): TokenScopeLevel<O> {
  const levels = (object === 'mcp' ? MCP_LEVELS : object === 'playbooks' ? PLAYBOOK_LEVELS : OBJECT_LEVELS) as readonly string[];
  let best = 'None';
  for (const level of levels) {
    const actions = actionsOfLevel(object, level as TokenScopeLevel<O>);
    if (actions.every((a) => flags[scopeFlag(object, a)])) best = level;
  }
  return best as TokenScopeLevel<O>;
}

export const TokenScopeEntrySchema = z
  .object({
    subject: z.string().optional(),
    object: z.enum(TOKEN_SCOPE_OBJECTS, { error: `object must be one of ${TOKEN_SCOPE_OBJECTS.join(', ')}` }),
    action: z.string().min(1, 'action is required'),
  })
  .superRefine((entry, ctx) => {
    const allowed = TOKEN_SCOPE_ACTIONS[entry.object];
    if (!allowed.includes(entry.action)) {
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message: `action '${entry.action}' is not a scope of ${entry.object} (allowed: ${allowed.join(', ')})`,
      });
    }
  });
export type TokenScopeEntry = z.infer<typeof TokenScopeEntrySchema>;

/** What the form sends: one entry per flag that is on ("only scopes set to true are sent"). */
export function scopeEntriesFromFlags(flags: TokenScopeFlags): TokenScopeEntry[] {
  const entries: TokenScopeEntry[] = [];
  for (const object of TOKEN_SCOPE_OBJECTS) {
    for (const action of TOKEN_SCOPE_ACTIONS[object]) {
      if (flags[scopeFlag(object, action)]) entries.push({ subject: '', object, action });
    }
  }
  return entries;
}

/** A grant a token keeps: a resource area of ours and read or write. */
export interface TokenGrant {
  object: string;
  action: 'read' | 'write';
}

/** The grants on our resource areas that scope entries give, without duplicates, in a stable order. */
export function tokenScopeGrants(entries: readonly Pick<TokenScopeEntry, 'object' | 'action'>[]): TokenGrant[] {
  const seen = new Map<string, TokenGrant>();
  for (const entry of entries) {
    for (const { resource, access } of grantsOfPermission(entry.object, entry.action)) {
      seen.set(`${resource}:${access}`, { object: resource, action: access });
    }
  }
  return [...seen.values()].sort((a, b) => a.object.localeCompare(b.object) || a.action.localeCompare(b.action));
}
