import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

// The Link to Incident dialog's form: one column of fields, the server's error above the actions. Theme variables
// only, so light and dark (and a host's overrides) apply without a remount.

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space['3'],
});

export const serverError = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const toastLink = style({
  color: vars.color.accent,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});
