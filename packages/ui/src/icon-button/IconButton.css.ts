import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  padding: 0,
  width: 34,
  color: vars.color.textMuted,
  selectors: {
    '&[data-size="sm"]': { width: 28, padding: 0 },
    '&[data-size="lg"]': { width: 40, padding: 0 },
    '&[data-variant="ghost"]:hover:not(:disabled)': { color: vars.color.text },
  },
});
