import { describe, expect, it } from 'vitest';
import { defaultLinkToIncidentMessages as messages } from './linkToIncidentMessages';
import {
  emptyLinkToIncidentValues as empty,
  existingChoice,
  linkRequestOf,
  linkToIncidentSchema,
  newChoice,
  parseChoice,
  zodResolver,
  NEW_HYPOTHESIS,
  type LinkToIncidentValues,
} from './linkToIncidentRules';

const schema = linkToIncidentSchema(messages);
const errorsOf = (values: Partial<LinkToIncidentValues>) => {
  const result = schema.safeParse({ ...empty, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const source = { kind: 'check' as const, id: 'check-1', timeRange: '1h' };

describe('Link to Incident form rules', () => {
  it('requires an incident: selected or typed', () => {
    expect(errorsOf({})).toEqual({ incident: 'Must select or create an incident' });
    expect(errorsOf({ incident: newChoice('   ') })).toEqual({ incident: 'Must select or create an incident' });
  });

  it('requires severity and type for a new incident, and no hypothesis', () => {
    expect(errorsOf({ incident: newChoice('Checkout down') })).toEqual({
      severity: 'Please select incident severity',
      type: 'Please select an incident type',
    });
    expect(errorsOf({ incident: newChoice('Checkout down'), severity: 'high' })).toEqual({ type: 'Please select an incident type' });
    expect(errorsOf({ incident: newChoice('Checkout down'), severity: 'high', type: 'availability' })).toEqual({});
  });

  it('requires a hypothesis, selected or new, for an existing incident, and no severity or type', () => {
    expect(errorsOf({ incident: existingChoice('inc-1') })).toEqual({ hypothesis: 'Must select or create a hypothesis' });
    expect(errorsOf({ incident: existingChoice('inc-1'), hypothesis: existingChoice('hyp-1') })).toEqual({});
    expect(errorsOf({ incident: existingChoice('inc-1'), hypothesis: NEW_HYPOTHESIS })).toEqual({});
  });

  it('uses the messages it is given', () => {
    const custom = linkToIncidentSchema({ ...messages, incidentRequired: 'Pick one' });
    expect(custom.safeParse(empty).error?.issues[0]?.message).toBe('Pick one');
  });

  it('reads choices back', () => {
    expect(parseChoice(existingChoice('abc'))).toEqual({ kind: 'existing', id: 'abc' });
    expect(parseChoice(newChoice(' New title '))).toEqual({ kind: 'new', title: 'New title' });
    expect(parseChoice(NEW_HYPOTHESIS)).toEqual({ kind: 'new', title: '' });
    expect(parseChoice(null)).toBeNull();
    expect(parseChoice('id:')).toBeNull();
    expect(parseChoice('garbage')).toBeNull();
  });

  it('gives react-hook-form the first message per field', async () => {
    const resolve = zodResolver(schema);
    const result = await resolve({ ...empty, incident: newChoice('x') }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({
      severity: { type: 'custom', message: 'Please select incident severity' },
      type: { type: 'custom', message: 'Please select an incident type' },
    });
    const ok = await resolve({ ...empty, incident: newChoice('x'), severity: 'low', type: 'cost' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
  });

  it('builds the request: a new incident with the evidence, or an existing one with its hypothesis', () => {
    expect(linkRequestOf({ ...empty, incident: newChoice(' Down '), severity: 'high', type: 'availability', description: ' seen ' }, source)).toEqual({
      incident: { title: 'Down', severity: 'high', type: 'availability' },
      evidence: { type: 'check', check_id: 'check-1', description: 'seen', evidence: { check_id: 'check-1', includeMessages: true, start: '1h' } },
    });
    expect(linkRequestOf({ ...empty, incident: existingChoice('inc-1'), hypothesis: existingChoice('hyp-1') }, source)).toMatchObject({
      incident: { id: 'inc-1' },
      hypothesis: { id: 'hyp-1' },
    });
    expect(
      linkRequestOf({ ...empty, incident: existingChoice('inc-1'), hypothesis: NEW_HYPOTHESIS, hypothesisTitle: ' DNS ', severity: 'low' }, source),
    ).toMatchObject({ incident: { id: 'inc-1' }, hypothesis: { title: 'DNS' } });
    expect(() => linkRequestOf(empty, source)).toThrow(/no incident/);
  });
});
