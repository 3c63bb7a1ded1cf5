import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Heights per size (spec 001: very-small to full). `full` fills its container, which must have a height.
export const frame = style({
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  height: 320,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-size="very-small"]': { height: 96 },
    '&[data-size="small"]': { height: 180 },
    '&[data-size="large"]': { height: 520 },
    '&[data-size="full"]': { height: '100%', minHeight: 320 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
  },
});

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
});
