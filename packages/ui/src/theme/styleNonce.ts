import { setNonce } from 'get-nonce';

/**
 * Our CSS is static, but Radix's dialog scroll lock (react-remove-scroll) inserts one small <style> at run time.
 * Under a strict `style-src` CSP it needs the page's nonce: pass it here (or as ThemeProvider's `nonce`).
 */
export function setStyleNonce(nonce: string): void {
  setNonce(nonce);
}
