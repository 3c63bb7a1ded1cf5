import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { surfaceRoot } from '../theme/root.css';

export const content = style([
  surfaceRoot,
  {
    zIndex: vars.zIndex.popover,
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

export const arrow = style({ fill: vars.color.surfaceRaised });
