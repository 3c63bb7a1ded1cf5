export const OPSDECK_API_VERSION = '0.1.0';
