import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAuthorizer } from './permissions';
import {
  TOKEN_SCOPE_ACTIONS,
  TOKEN_SCOPE_OBJECTS,
  TokenScopeEntrySchema,
  actionsOfLevel,
  levelOfFlags,
  mcpSetupFlags,
  presetFlags,
  scopeEntriesFromFlags,
  tokenScopeGrants,
  withLevel,
  type TokenScopeFlags,
} from './tokenScopes';

const on = (flags: TokenScopeFlags) =>
  Object.entries(flags)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('presets', () => {
  it('Read turns on read everywhere and mcp *', () => {
    expect(on(presetFlags('Read'))).toEqual(
      [
        'mcp:*',
        'canaries:read',
        'catalog:read',
        'application:read',
        'playbooks:read',
        'notification:read',
      ].sort(),
    );
  });

  it('Write adds create to read', () => {
    const flags = presetFlags('Write');
    expect(flags['canaries:create']).toBe(true);
    expect(flags['canaries:read']).toBe(true);
    expect(flags['canaries:update']).toBe(false);
    expect(flags['playbooks:playbook:run']).toBe(false);
  });

  it('Admin turns on read, create, update, delete and every playbook action', () => {
    const flags = presetFlags('Admin');
    for (const object of TOKEN_SCOPE_OBJECTS) {
      for (const action of TOKEN_SCOPE_ACTIONS[object]) expect(flags[`${object}:${action}`]).toBe(true);
    }
  });

  it('Custom clears every flag; MCP setup starts on Custom with mcp on', () => {
    expect(on(presetFlags('Custom'))).toEqual([]);
    expect(on(mcpSetupFlags())).toEqual(['mcp:*']);
  });
});

describe('levels', () => {
  it('are cumulative for objects', () => {
    expect(actionsOfLevel('catalog', 'None')).toEqual([]);
    expect(actionsOfLevel('catalog', 'Read')).toEqual(['read']);
    expect(actionsOfLevel('catalog', 'Write')).toEqual(['read', 'create']);
    expect(actionsOfLevel('catalog', 'Admin')).toEqual(['read', 'create', 'update', 'delete']);
  });

  it('are cumulative for playbooks: Run adds run, Approve adds approve, Write adds create and delete', () => {
    expect(actionsOfLevel('playbooks', 'Run')).toEqual(['read', 'playbook:run']);
    expect(actionsOfLevel('playbooks', 'Approve')).toEqual(['read', 'playbook:run', 'playbook:approve']);
    expect(actionsOfLevel('playbooks', 'Write').sort()).toEqual(
      ['read', 'playbook:run', 'playbook:approve', 'create', 'delete'].sort(),
    );
    expect(actionsOfLevel('mcp', 'Admin')).toEqual(['*']);
    expect(actionsOfLevel('mcp', 'None')).toEqual([]);
  });

  it('setting a level replaces that object only, and reads back as the same level', () => {
    const flags = withLevel(presetFlags('Admin'), 'canaries', 'Read');
    expect(flags['canaries:create']).toBe(false);
    expect(flags['catalog:create']).toBe(true);
    expect(levelOfFlags(flags, 'canaries')).toBe('Read');
    expect(levelOfFlags(flags, 'catalog')).toBe('Admin');
    expect(levelOfFlags(withLevel(flags, 'playbooks', 'Approve'), 'playbooks')).toBe('Approve');
    expect(levelOfFlags(presetFlags('Custom'), 'mcp')).toBe('None');
  });
});

describe('entries and grants', () => {
  it('sends only the flags that are on, with an empty subject', () => {
    const entries = scopeEntriesFromFlags(withLevel(presetFlags('Custom'), 'playbooks', 'Run'));
    expect(entries).toEqual([
      { subject: '', object: 'playbooks', action: 'read' },
      { subject: '', object: 'playbooks', action: 'playbook:run' },
    ]);
  });

  it('validates entries and names the problem', () => {
    expect(TokenScopeEntrySchema.safeParse({ object: 'canaries', action: 'read' }).success).toBe(true);
    const wrongAction = TokenScopeEntrySchema.safeParse({ object: 'mcp', action: 'read' });
    expect(wrongAction.success).toBe(false);
    expect(wrongAction.error?.issues[0]?.message).toMatch(/not a scope of mcp/);
    const wrongObject = TokenScopeEntrySchema.safeParse({ object: 'rbac', action: 'read' });
    expect(wrongObject.success).toBe(false);
    expect(wrongObject.error?.issues[0]?.message).toMatch(/object must be one of/);
    expect(TokenScopeEntrySchema.safeParse({ object: 'canaries', action: 'playbook:run' }).success).toBe(false);
  });

  it('maps scope objects to our resource areas', () => {
    expect(tokenScopeGrants(scopeEntriesFromFlags(presetFlags('Read')))).toEqual([
      { object: 'applications', action: 'read' },
      { object: 'canaries', action: 'read' },
      { object: 'catalog', action: 'read' },
      { object: 'mcp', action: 'read' },
      { object: 'mcp', action: 'write' },
      { object: 'notifications', action: 'read' },
      { object: 'playbook_runs', action: 'read' },
      { object: 'playbooks', action: 'read' },
    ]);
    expect(tokenScopeGrants([{ object: 'playbooks', action: 'playbook:approve' }])).toEqual([
      { object: 'playbook_runs', action: 'write' },
    ]);
    expect(tokenScopeGrants([])).toEqual([]);
  });

  it('a token never reaches an area outside its scope objects, whatever the flags', () => {
    const flagArb = fc.dictionary(
      fc.constantFrom(...TOKEN_SCOPE_OBJECTS.flatMap((o) => TOKEN_SCOPE_ACTIONS[o].map((a) => `${o}:${a}`))),
      fc.boolean(),
    );
    const reachable = new Set([
      'mcp', 'canaries', 'catalog', 'applications', 'playbooks', 'playbook_runs', 'notifications',
    ]);
    fc.assert(
      fc.property(flagArb, (flags) => {
        const grants = tokenScopeGrants(scopeEntriesFromFlags(flags));
        for (const g of grants) expect(reachable.has(g.object)).toBe(true);
        const auth = createAuthorizer({ permissions: grants });
        // Writing anything but runs needs a create/update/delete flag on that object.
        if (auth.can('canaries', 'write')) {
          expect(flags['canaries:create'] || flags['canaries:update'] || flags['canaries:delete']).toBe(true);
        }
        if (auth.can('playbook_runs', 'write')) {
          expect(flags['playbooks:playbook:run'] || flags['playbooks:playbook:approve']).toBe(true);
        }
      }),
    );
  });
});
