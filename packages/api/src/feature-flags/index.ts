export { FEATURE_PARENTS, KNOWN_FEATURES, isFeatureDisabled, parseBooleanMetadata } from './isFeatureDisabled';
export type { PropertiesInput } from './isFeatureDisabled';
export { PropertyInputSchema, PropertySchema } from './propertySchemas';
export type { Property, PropertyInput } from './propertySchemas';
