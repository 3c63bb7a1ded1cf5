/**
 * The nonce the server put on this page (Vite's `html.cspNonce` writes it into `<meta property="csp-nonce">`; the
 * server replaces the placeholder with a fresh value per response). Radix's scroll lock needs it for its <style>.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  // Served by Vite's dev server the placeholder is still there, and no CSP asks for a nonce.
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}
