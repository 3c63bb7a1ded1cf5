/**
 * External documentation. The console follows Mission Control's contract, so its docs apply; a deployment points the
 * help menu elsewhere with VITE_OPSDECK_DOCS_URL at build time.
 */
export const DOCS_URL = (import.meta.env.VITE_OPSDECK_DOCS_URL || 'https://docs.flanksource.com').replace(/\/+$/, '');

export const docsLink = (path = ''): string => `${DOCS_URL}${path}`;
