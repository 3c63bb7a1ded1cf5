import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  marginBottom: vars.space['4'],
});
export const search = style({ flex: '1 1 240px', maxWidth: 360 });
export const filter = style({ width: 170 });
export const clear = style({ marginBottom: 2 });
export const mono = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.sizeSm, whiteSpace: 'nowrap' });
export const date = style({ whiteSpace: 'nowrap', fontSize: vars.font.sizeSm, fontVariantNumeric: 'tabular-nums' });
export const titleLink = style({
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const formRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'] });
export const formError = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.sizeSm });
