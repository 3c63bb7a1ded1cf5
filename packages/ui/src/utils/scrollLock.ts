// Page scroll lock for modal dialogs, through element.style (CSSOM, which a strict CSP does not block: no <style>
// element, no nonce). `overflow: hidden` on <body>, which the browser applies to the viewport (as Radix did, so hosts
// see the same body style); on <html> as well when the page scrolls <html> itself (then body's would not propagate).
// The scrollbar's gutter is kept so nothing shifts. Nested dialogs share one lock; the page's own inline values come
// back when the last one closes.

let locks = 0;
let restore: (() => void) | undefined;

function set(element: HTMLElement, property: string, value: string): () => void {
  const before = element.style.getPropertyValue(property);
  element.style.setProperty(property, value);
  return () => (before ? element.style.setProperty(property, before) : element.style.removeProperty(property));
}

export function lockPageScroll(): () => void {
  if (locks++ === 0) {
    const root = document.documentElement;
    const undo = [set(document.body, 'overflow', 'hidden')];
    if (getComputedStyle(root).overflowY !== 'visible') undo.push(set(root, 'overflow', 'hidden'));
    if (window.innerWidth > root.clientWidth) undo.push(set(root, 'scrollbar-gutter', 'stable'));
    restore = () => undo.forEach((step) => step());
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) restore?.();
  };
}
