import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { surfaceRoot } from '../theme/root.css';

/**
 * A floating layer: `position: fixed` with top/left written by useAnchoredPosition. The browser's `[popover]` rules
 * (inset 0, margin auto, its own border and colours) are taken back here; `z-index` only matters where the Popover
 * API is missing (then the layer is not in the top layer).
 */
export const layer = style({
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  overflow: 'visible',
  zIndex: vars.zIndex.popover,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const content = style([
  surfaceRoot,
  layer,
  {
    minWidth: 180,
    maxWidth: 'min(420px, calc(100vw - 16px))',
    padding: vars.space['3'],
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
  },
]);

/** An arrow (drawn pointing down) on the edge facing the anchor, centred on it (--od-arrow-offset). */
export const arrowPlacement = style({
  position: 'absolute',
  width: 10,
  height: 5,
  // Anchored on our own layer class, so the selectors start with an od- class (nothing of the host's can match).
  selectors: {
    [`${layer}[data-side="top"] > &`]: { top: '100%', left: 'var(--od-arrow-offset)', transform: 'translateX(-50%)' },
    [`${layer}[data-side="bottom"] > &`]: { bottom: '100%', left: 'var(--od-arrow-offset)', transform: 'translateX(-50%) rotate(180deg)' },
    [`${layer}[data-side="left"] > &`]: { left: '100%', top: 'var(--od-arrow-offset)', transform: 'translate(-2.5px, -50%) rotate(-90deg)' },
    [`${layer}[data-side="right"] > &`]: { right: '100%', top: 'var(--od-arrow-offset)', transform: 'translate(2.5px, -50%) rotate(90deg)' },
  },
});

export const arrow = style([arrowPlacement, { fill: vars.color.surfaceRaised }]);
