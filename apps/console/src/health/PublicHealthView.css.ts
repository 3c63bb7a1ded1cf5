import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const root = style({ minHeight: '100vh' });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});
