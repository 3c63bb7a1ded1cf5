import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

// The ConnectionForm: type grid, details form, footer (its dialogs are modal/ModalDialog). Theme variables only, so light
// and dark (and a host's overrides) apply without a remount.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'] });

export const grow = style({ flex: '1 1 220px' });

export const segmented = style({ display: 'inline-flex', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden' });

export const segment = style({
  padding: `6px ${vars.space['3']}`,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accentSubtle, color: vars.color.accentSubtleText, fontWeight: vars.font.weightMedium },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '& + &': { borderLeft: `1px solid ${vars.color.border}` },
  },
});

// Four per row (spec 001 section 9), fewer when the host gives the widget little room.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(max-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const typeButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  minHeight: 44,
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: 28,
  height: 28,
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSubtle,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ padding: `0 ${vars.space['1']}`, fontWeight: vars.font.weightMedium });

export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

// A switch field's checkbox keeps its own width: stretched across the column, its box was drawn in the middle.
globalStyle(`${field} > input[type="checkbox"]`, { alignSelf: 'flex-start', margin: 0 });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const hint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeSm, color: vars.color.dangerText });

export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 34,
  padding: `6px ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7, background: vars.color.surfaceHover },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const textarea = style([control, { minHeight: 96, fontFamily: vars.font.familyMono, resize: 'vertical' }]);

// Top-aligned: beside a certificate's textarea the source select keeps its own height.
export const secretRow = style({ display: 'grid', gridTemplateColumns: '8.5rem minmax(0, 1fr)', gap: vars.space['2'], alignItems: 'start' });

export const refRow = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['2'] });

export const banner = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
});

export const alert = style({ padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.dangerSubtle, color: vars.color.dangerText });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center', borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['3'] });

export const spacer = style({ flex: 1 });

export const tabs = style({ display: 'flex', gap: vars.space['1'], borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: vars.font.weightMedium },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const pre = style({
  margin: 0,
  padding: vars.space['2'],
  maxHeight: 280,
  overflow: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.neutralSubtle,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.sizeSm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const success = style({ color: vars.color.successText, fontWeight: vars.font.weightBold, margin: 0 });
export const failure = style({ color: vars.color.dangerText, fontWeight: vars.font.weightBold, margin: 0 });
export const neutral = style({ fontWeight: vars.font.weightBold, margin: 0 });
