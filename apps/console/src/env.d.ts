/// <reference types="vite/client" />

/** The console's package.json version, put in at build time (the "frontend" half of the version line). */
declare const __OPSDECK_CONSOLE_VERSION__: string;

interface ImportMetaEnv {
  /** Where the Docs entries of the help menu and the kubeconfig dialog lead (opened in a new tab). */
  readonly VITE_OPSDECK_DOCS_URL?: string;
}
