import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

// The tabs' contents: history filters and rows, the spec toolbar and fallback, relationships.

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], paddingTop: vars.space['3'], minWidth: 0 });

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  marginInlineStart: vars.space['2'],
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSubtle,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['4'] });

export const filter = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

export const filterLabel = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const statusSelect = style({ minWidth: 150 });

export const durationInput = style({
  boxSizing: 'border-box',
  width: 150,
  minHeight: 36,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
  },
});

export const message = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], minWidth: 0 });

export const messageText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, overflowWrap: 'anywhere' });

export const errorText = style({ color: vars.color.dangerText, whiteSpace: 'pre-wrap' });

export const age = style({ whiteSpace: 'nowrap' });

export const toolbar = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['1'] });

export const toggle = style({
  minHeight: 28,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeXs,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accentSubtle, color: vars.color.accentSubtleText, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const specFallback = style({
  boxSizing: 'border-box',
  margin: 0,
  maxHeight: 520,
  overflow: 'auto',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.familyMono,
  fontSize: vars.font.sizeXs,
  whiteSpace: 'pre',
});

export const relationships = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const relationship = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['1']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const relationshipLink = style({
  color: vars.color.accentSubtleText,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A related item the host has no page for: its name, without a link. */
export const relationshipName = style({ fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const relationshipType = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
