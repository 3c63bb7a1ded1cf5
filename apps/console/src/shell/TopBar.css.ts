import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  height: 56,
  padding: `0 ${vars.space['4']} 0 ${vars.space['6']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });
export const divider = style({ width: 1, height: 24, margin: `0 ${vars.space['2']}`, background: vars.color.border });

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinning = style({
  animation: `${rotate} 900ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.5s' } },
});

export const avatarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 34,
  height: 34,
  marginLeft: vars.space['1'],
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focusRing}` },
  },
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const greeting = style({ display: 'grid', gap: 2, padding: `${vars.space['2']} ${vars.space['3']}` });
export const greetingName = style({ color: vars.color.text, fontWeight: vars.font.weightBold });
export const greetingEmail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, overflow: 'hidden', textOverflow: 'ellipsis' });
export const version = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontVariantNumeric: 'tabular-nums',
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});
