import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '28px 1fr',
  columnGap: vars.space['3'],
  alignItems: 'start',
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeSm,
});

export const stepBody = style({ display: 'grid', gap: vars.space['2'], paddingTop: 4, minWidth: 0 });

export const code = style({
  display: 'block',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.neutralSubtle,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.sizeSm,
  // A long host name wraps rather than hiding the end of the command.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const link = style({ color: vars.color.accent, selectors: { '&:hover': { textDecoration: 'underline' } } });
export const download = style({ justifySelf: 'start' });
