import { describe, expect, it } from 'vitest';
import { labelSelectorMatches, playbookApplies, selectorMatches, type SelectableResource } from './resourceSelector';

const check: SelectableResource = {
  id: '0f8b8a64-7b5e-4c43-9d5c-0d6c2c5f0a11',
  name: 'payments-api/healthz',
  namespace: 'payments',
  type: 'http',
  status: 'healthy',
  health: null,
  labels: { env: 'prod', region: 'eu-west-1', critical: 'true' },
};

describe('selectorMatches', () => {
  it('matches when every criterion holds', () => {
    expect(selectorMatches({ types: ['http'] }, check)).toBe(true);
    expect(selectorMatches({ types: ['tcp', 'http'], namespace: 'payments' }, check)).toBe(true);
    expect(selectorMatches({ types: ['http'], namespace: 'checkout' }, check)).toBe(false);
    expect(selectorMatches({ statuses: ['unhealthy'] }, check)).toBe(false);
    expect(selectorMatches({ id: check.id.toUpperCase() }, check)).toBe(true);
    expect(selectorMatches({ healths: ['healthy'] }, check)).toBe(false);
  });

  it('takes names and namespaces exactly or as * globs', () => {
    expect(selectorMatches({ name: 'payments-api/healthz' }, check)).toBe(true);
    expect(selectorMatches({ name: 'payments-api/*' }, check)).toBe(true);
    expect(selectorMatches({ name: '*/healthz' }, check)).toBe(true);
    expect(selectorMatches({ name: 'payments' }, check)).toBe(false);
    // Regex characters in a glob are literal.
    expect(selectorMatches({ name: 'payments-api.healthz' }, { ...check, name: 'payments-apiXhealthz' })).toBe(false);
    expect(selectorMatches({ namespace: 'pay*' }, check)).toBe(true);
    expect(selectorMatches({ namespace: 'pay*' }, { ...check, namespace: null })).toBe(false);
  });

  it('matches nothing for an empty selector, one it cannot evaluate, or something that is not a selector', () => {
    expect(selectorMatches({}, check)).toBe(false);
    expect(selectorMatches({ types: ['http'], agent: 'all' }, check)).toBe(false);
    expect(selectorMatches({ search: 'payments' }, check)).toBe(false);
    expect(selectorMatches(null, check)).toBe(false);
    expect(selectorMatches(['http'], check)).toBe(false);
    expect(selectorMatches({ types: 'http' }, check)).toBe(false);
  });
});

describe('labelSelectorMatches', () => {
  it('speaks the Kubernetes syntax', () => {
    const l = check.labels;
    expect(labelSelectorMatches('env=prod', l)).toBe(true);
    expect(labelSelectorMatches('env==prod', l)).toBe(true);
    expect(labelSelectorMatches('env!=prod', l)).toBe(false);
    expect(labelSelectorMatches('team!=payments', l)).toBe(true);
    expect(labelSelectorMatches('env=prod,critical=true', l)).toBe(true);
    expect(labelSelectorMatches('env=prod, critical=false', l)).toBe(false);
    expect(labelSelectorMatches('region in (us-east-1, eu-west-1)', l)).toBe(true);
    expect(labelSelectorMatches('region notin (eu-west-1)', l)).toBe(false);
    expect(labelSelectorMatches('region in (a,b),env', l)).toBe(false);
    expect(labelSelectorMatches('critical', l)).toBe(true);
    expect(labelSelectorMatches('!team', l)).toBe(true);
    expect(labelSelectorMatches('!env', l)).toBe(false);
  });

  it('matches nothing when it does not parse', () => {
    for (const bad of ['', 'env=prod,', '=prod', 'env in prod', 'env = (x)', 'a=b=c']) {
      expect({ bad, matches: labelSelectorMatches(bad, check.labels) }).toEqual({ bad, matches: false });
    }
  });
});

describe('playbookApplies', () => {
  it('applies when one selector of the kind matches; a spec without selectors for it applies to nothing', () => {
    expect(playbookApplies({ checks: [{ types: ['tcp'] }, { types: ['http'] }] }, 'check', check)).toBe(true);
    expect(playbookApplies({ checks: [{ types: ['tcp'] }] }, 'check', check)).toBe(false);
    expect(playbookApplies({ configs: [{ types: ['http'] }] }, 'check', check)).toBe(false);
    expect(playbookApplies({ actions: [] }, 'check', check)).toBe(false);
    expect(playbookApplies({ checks: [] }, 'check', check)).toBe(false);
    expect(playbookApplies(null, 'check', check)).toBe(false);
    expect(playbookApplies({ components: [{ types: ['Service'] }] }, 'component', { ...check, type: 'Service' })).toBe(true);
  });
});
