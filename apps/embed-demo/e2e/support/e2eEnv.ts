// What globalSetup.ts hands the specs: the two origins and the portal's two tokens.
export const acme = () => process.env.OPSDECK_E2E_ACME_URL!;
export const opsdeck = () => process.env.OPSDECK_E2E_BASE_URL!;
/** Read-scoped (health checks): the health pages' token. */
export const token = () => process.env.OPSDECK_E2E_TOKEN!;
/** Reads and writes connections, reads permissions: the Integrations page's token. */
export const integrationsToken = () => process.env.OPSDECK_E2E_INTEGRATIONS_TOKEN!;
