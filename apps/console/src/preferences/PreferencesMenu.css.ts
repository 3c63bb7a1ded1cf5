import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const panel = style({ width: 320, display: 'grid', gap: vars.space['4'], padding: vars.space['1'] });

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const fieldset = style({ margin: 0, padding: 0, border: 0, display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space['1'],
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const segmented = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 2,
  padding: 2,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSubtle,
  border: `1px solid ${vars.color.border}`,
});

export const radio = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0, pointerEvents: 'none' });

export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  height: 30,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});

globalStyle(`${segment}:has(${radio}:checked)`, {
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});
globalStyle(`${segment}:has(${radio}:focus-visible)`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 1,
});

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
