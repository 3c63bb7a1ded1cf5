import { style } from '@vanilla-extract/css';
import { arrowPlacement, layer } from '../popover/Popover.css';
import { vars } from '../theme/contract.css';

export const content = style([
  layer,
  {
    zIndex: vars.zIndex.tooltip,
    maxWidth: 280,
    padding: `${vars.space['1']} ${vars.space['2']}`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    color: vars.color.bg,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeXs,
    lineHeight: 1.4,
    boxShadow: vars.shadow.md,
    userSelect: 'none',
  },
]);

export const arrow = style([arrowPlacement, { fill: vars.color.text }]);
