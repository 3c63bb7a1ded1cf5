import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { surfaceRoot } from '../theme/root.css';

export const control = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  textAlign: 'left',
  cursor: 'pointer',
  paddingRight: 34,
  selectors: { '&[data-clearable]': { paddingRight: 60 } },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const placeholder = style({ color: vars.color.textMuted });

export const single = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const chevron = style({
  position: 'absolute',
  right: 10,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const clear = style({
  all: 'unset',
  position: 'absolute',
  right: 32,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  padding: 3,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

// The list panel is a Popover panel (top layer, placed under the trigger) refined here: as wide as the trigger.
export const content = style([
  surfaceRoot,
  {
    width: 'var(--od-anchor-width)',
    minWidth: 180,
    maxWidth: 'calc(100vw - 16px)',
    boxSizing: 'border-box',
    padding: vars.space['1'],
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
  },
]);

export const search = style({
  boxSizing: 'border-box',
  width: '100%',
  height: 32,
  marginBottom: vars.space['1'],
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -1 },
  },
});

export const listbox = style({
  position: 'relative',
  maxHeight: 280,
  overflowY: 'auto',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});

export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: 34,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-active]': { background: vars.color.surfaceHover },
    '&[aria-selected="true"]': { fontWeight: vars.font.weightMedium },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const optionLabel = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const optionDescription = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs, whiteSpace: 'nowrap' });

export const check = style({ display: 'inline-flex', width: 16, color: vars.color.accent, flexShrink: 0 });

export const status = style({
  padding: `${vars.space['3']} ${vars.space['2']}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
