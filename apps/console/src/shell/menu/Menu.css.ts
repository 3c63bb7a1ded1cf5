import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

export const content = style({
  minWidth: 220,
  maxWidth: 320,
  padding: vars.space['1'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  zIndex: vars.zIndex.popover,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${enter} 120ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: 34,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const itemText = style({ flex: 1, minWidth: 0 });
export const itemIcon = style({ display: 'inline-flex', color: vars.color.textMuted, flexShrink: 0 });

export const label = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const separator = style({ height: 1, margin: `${vars.space['1']} 0`, background: vars.color.border });
