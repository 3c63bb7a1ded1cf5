/**
 * The 'Download and install kubeconfig' modal's facts (spec 001 section 2.10): where the file comes from and the name
 * the instructions suggest for it.
 */
export const KUBECONFIG_URL = '/api/kubeconfig';

/** The hosted provider's domain, left out of suggested file names as the original console does. */
export const HOSTED_PROVIDER_DOMAIN = '.flanksource.com';

/**
 * The backend URL with its scheme, the provider domain and every slash removed, plus '-kubeconfig.yaml':
 * 'https://acme.flanksource.com/' -> 'acme-kubeconfig.yaml', 'http://localhost:8080' -> 'localhost:8080-kubeconfig.yaml'.
 */
export function kubeconfigFileName(backendUrl: string, providerDomain: string = HOSTED_PROVIDER_DOMAIN): string {
  const base = backendUrl
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(providerDomain)
    .join('')
    .replace(/\//g, '');
  return `${base || 'opsdeck'}-kubeconfig.yaml`;
}

export function kubeconfigCommand(fileName: string): string {
  return `kubectl --kubeconfig ${fileName} get canaries`;
}
