import { setNonce } from 'get-nonce';

/**
 * Our CSS is static and our components insert no <style> at run time: the dialog's scroll lock writes
 * `document.documentElement.style` (CSSOM, which a strict `style-src` CSP allows without a nonce). The nonce given
 * here (or as ThemeProvider's `nonce`) is still handed to get-nonce, where Radix-based components elsewhere on the
 * page (react-remove-scroll, react-style-singleton) read it for the <style> they insert.
 */
export function setStyleNonce(nonce: string): void {
  setNonce(nonce);
}
