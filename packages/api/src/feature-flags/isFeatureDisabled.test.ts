import { describe, expect, it } from 'vitest';
import { isFeatureDisabled, parseBooleanMetadata } from './isFeatureDisabled';
import { PropertySchema } from './propertySchemas';

describe('isFeatureDisabled', () => {
  it("is off when <name>.disable is 'true', in any of the three shapes properties come in", () => {
    expect(isFeatureDisabled([{ name: 'incidents.disable', value: 'true' }], 'incidents')).toBe(true);
    expect(isFeatureDisabled({ 'logs.disable': 'TRUE ' }, 'logs')).toBe(true);
    expect(isFeatureDisabled(new Map([['views.disable', true]]), 'views')).toBe(true);
  });

  it('stays on for other values, other features and no properties', () => {
    expect(isFeatureDisabled([{ name: 'incidents.disable', value: 'false' }], 'incidents')).toBe(false);
    expect(isFeatureDisabled([{ name: 'incidents.disable', value: 'yes' }], 'incidents')).toBe(false);
    expect(isFeatureDisabled([{ name: 'logs.disable', value: 'true' }], 'incidents')).toBe(false);
    expect(isFeatureDisabled([{ name: 'incidents', value: 'true' }], 'incidents')).toBe(false);
    expect(isFeatureDisabled(null, 'incidents')).toBe(false);
    expect(isFeatureDisabled({}, 'toString')).toBe(false);
  });

  it('turns settings pages off with their area', () => {
    const healthOff = [{ name: 'health.disable', value: 'true' }];
    expect(isFeatureDisabled(healthOff, 'settings.health')).toBe(true);
    expect(isFeatureDisabled(healthOff, 'settings.job_history')).toBe(true);
    expect(isFeatureDisabled(healthOff, 'settings.topology')).toBe(false);
    expect(isFeatureDisabled({ 'config.disable': 'true' }, 'settings.config_scraper')).toBe(true);
    expect(isFeatureDisabled({ 'topology.disable': 'true' }, 'settings.topology')).toBe(true);
    // ...but not the other way round.
    expect(isFeatureDisabled({ 'settings.health.disable': 'true' }, 'health')).toBe(false);
    expect(isFeatureDisabled({ 'settings.health.disable': 'true' }, 'settings.health')).toBe(true);
  });

  it('lets a later property row override an earlier one', () => {
    const rows = [
      { name: 'logs.disable', value: 'true' },
      { name: 'logs.disable', value: 'false' },
    ];
    expect(isFeatureDisabled(rows, 'logs')).toBe(false);
  });

  it('reads properties from the backend with string values', () => {
    const parsed = PropertySchema.parse({ name: 'logs.disable', value: true, source: 'local' });
    expect(parsed.value).toBe('true');
    expect(isFeatureDisabled([parsed], 'logs')).toBe(true);
  });
});

describe('parseBooleanMetadata', () => {
  it("accepts 'true', 'false' and booleans, and names anything else", () => {
    expect(parseBooleanMetadata('true')).toBe(true);
    expect(parseBooleanMetadata(false)).toBe(false);
    expect(parseBooleanMetadata('false')).toBe(false);
    expect(() => parseBooleanMetadata('yes')).toThrow('Invalid boolean value');
    expect(() => parseBooleanMetadata(1)).toThrow('Invalid boolean value');
    expect(() => parseBooleanMetadata(undefined)).toThrow('Invalid boolean value');
  });
});
