import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const MIN_LAYOUT_WIDTH = 800;

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  // Spec 001 section 2.10: below this the page scrolls sideways rather than squeezing the layout.
  minWidth: MIN_LAYOUT_WIDTH,
});

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const content = style({
  flex: 1,
  padding: vars.space['6'],
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: -48,
  zIndex: 10,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: { '&:focus': { top: vars.space['2'] } },
});
