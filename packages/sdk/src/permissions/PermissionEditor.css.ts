import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

// The permission editor: toolbar with filters, the server-paged table, and the pager (its dialogs are modal/ModalDialog).
// Theme variables only, so light and dark (and a host's overrides) apply without a remount.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  // Native controls (selects, radios, the date picker) follow the theme, not the operating system.
  colorScheme: 'light',
  selectors: { '[data-od-color-scheme="dark"] &': { colorScheme: 'dark' } },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'] });

export const grow = style({ flex: 1 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const label = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.text });

export const control = style({
  boxSizing: 'border-box',
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

export const error = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.dangerText });

export const hint = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });

export const th = style({
  position: 'sticky',
  top: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const row = style({ cursor: 'pointer', selectors: { '&:hover': { background: vars.color.surfaceHover } } });

export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  gap: vars.space['1'],
  alignItems: 'center',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const linkButton = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const muted = style({ color: vars.color.textMuted });

export const kind = style({
  display: 'inline-block',
  marginLeft: vars.space['2'],
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeXs,
  background: vars.color.neutralSubtle,
  color: vars.color.textMuted,
});

export const effectDeny = style({ color: vars.color.dangerText, fontWeight: vars.font.weightMedium });
export const effectAllow = style({ color: vars.color.successText, fontWeight: vars.font.weightMedium });

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['3'] });

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['1']} ${vars.space['4']}` });

export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'], cursor: 'pointer' });

export const pickerRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space['2'] });

export const banner = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
});

export const alert = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
});

export const link = style({ color: vars.color.accent, selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } } });
