import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const trigger = style({ maxWidth: '100%', fontWeight: vars.font.weightRegular });

export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const icon = style({ flexShrink: 0, color: vars.color.textMuted });

// The dropdown before its list is first needed: the look of @opsdeck/ui's closed Select, which replaces it on use.
export const dropdownTrigger = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 34,
  padding: `6px 34px 6px ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0, borderColor: vars.color.focusRing },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6, background: vars.color.surfaceHover },
  },
});

export const dropdownChevron = style({
  position: 'absolute',
  right: 10,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const dropdownValue = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
