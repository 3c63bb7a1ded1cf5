import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['6'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
  background: `radial-gradient(1200px 600px at 50% -10%, ${vars.color.accentSubtle}, transparent 70%), ${vars.color.bg}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  color: vars.color.text,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  letterSpacing: '-0.01em',
});

export const card = style({
  width: '100%',
  maxWidth: 400,
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['8'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold, textAlign: 'center' });

export const subheading = style({ margin: `-${vars.space['3']} 0 0`, color: vars.color.textMuted, textAlign: 'center' });

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const message = style({
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.sizeSm,
  selectors: {
    '&[data-type="error"]': { background: vars.color.dangerSubtle, color: vars.color.dangerText },
    '&[data-type="info"]': { background: vars.color.accentSubtle, color: vars.color.accentSubtleText },
    '&[data-type="success"]': { background: vars.color.successSubtle, color: vars.color.successText },
  },
});

export const links = style({ display: 'flex', justifyContent: 'center', gap: vars.space['4'], fontSize: vars.font.sizeSm });

export const link = style({
  color: vars.color.accent,
  textDecoration: 'none',
  fontWeight: vars.font.weightMedium,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const details = style({
  margin: 0,
  maxHeight: 280,
  overflow: 'auto',
  padding: vars.space['3'],
  background: vars.color.neutralSubtle,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.sizeXs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const centered = style({ textAlign: 'center', margin: 0 });
export const footer = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });
