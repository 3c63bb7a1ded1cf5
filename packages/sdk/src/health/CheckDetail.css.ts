import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

// The check detail's frame: header, labels, stat cards, the overview chart's slot and the footer. Theme variables
// only, so light and dark (and a host's overrides) apply without a remount.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'], minWidth: 0 });

export const headerIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'flex', gap: vars.space['1'], minWidth: 0 });

export const metaTerm = style({ fontWeight: vars.font.weightMedium });

export const metaValue = style({ margin: 0, overflowWrap: 'anywhere', color: vars.color.text });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space['3'],
});

export const statCard = style({ minWidth: 0 });

export const statValue = style({ fontSize: vars.font.sizeXl });

export const statSplit = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const passedText = style({ color: vars.color.successText });

export const failedText = style({ color: vars.color.dangerText });

export const timeRangeCard = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space['1'],
  boxSizing: 'border-box',
  minWidth: 0,
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const timeRangeLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightMedium });

export const chartSlot = style({ minHeight: 240 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const footerInline = style({ paddingTop: vars.space['3'], borderTop: `1px solid ${vars.color.border}` });

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  boxSizing: 'border-box',
  minHeight: 36,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const pendingSlot = style({ minWidth: 120 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const statusIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  selectors: {
    '&[data-status="pass"]': { color: vars.color.success },
    '&[data-status="fail"]': { color: vars.color.danger },
  },
});
