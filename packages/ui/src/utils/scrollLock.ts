// Page scroll lock for modal dialogs: `overflow: hidden` on <html> through element.style (CSSOM, which a strict CSP
// does not block, so no <style> element and no nonce), with the scrollbar's gutter kept so the page does not shift.
// Nested dialogs share one lock; the page's own inline values come back when the last one closes.

let locks = 0;
let saved: { overflow: string; gutter: string } | undefined;

export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    saved = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter') };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.setProperty('scrollbar-gutter', 'stable');
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      if (saved.gutter) root.style.setProperty('scrollbar-gutter', saved.gutter);
      else root.style.removeProperty('scrollbar-gutter');
      saved = undefined;
    }
  };
}
