import { describe, expect, it } from 'vitest';
import { kubeconfigCommand, kubeconfigFileName } from './kubeconfig';

describe('kubeconfigFileName (spec 001 section 2.10)', () => {
  it('drops the scheme, the hosted provider domain and every slash, and adds -kubeconfig.yaml', () => {
    expect(kubeconfigFileName('https://acme.flanksource.com/')).toBe('acme-kubeconfig.yaml');
    expect(kubeconfigFileName('https://acme.flanksource.com/api/v1')).toBe('acmeapiv1-kubeconfig.yaml');
    expect(kubeconfigFileName('http://localhost:8080')).toBe('localhost:8080-kubeconfig.yaml');
    expect(kubeconfigFileName('https://ops.example.org', '.example.org')).toBe('ops-kubeconfig.yaml');
  });

  it('never yields a bare suffix', () => {
    expect(kubeconfigFileName('https://')).toBe('opsdeck-kubeconfig.yaml');
  });

  it('builds the kubectl command of step 2', () => {
    expect(kubeconfigCommand('acme-kubeconfig.yaml')).toBe('kubectl --kubeconfig acme-kubeconfig.yaml get canaries');
  });
});
