/** What Tab can reach, in document order (enough for our layers: no shadow roots, no iframes). */
const TABBABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function firstTabbable(root: Element | null | undefined): HTMLElement | null {
  if (!root) return null;
  for (const element of root.querySelectorAll<HTMLElement>(TABBABLE)) {
    // A roving-tabindex group (tabs) has one stop: skip its members at -1.
    if (element.tabIndex >= 0 && !element.closest('[hidden], [inert]')) return element;
  }
  return null;
}

/** Focuses without scrolling the page (the layer is positioned already). */
export function focusElement(element: HTMLElement | null | undefined): void {
  element?.focus({ preventScroll: true });
}
