import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const breadcrumb = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  marginBottom: vars.space['3'],
});
globalStyle(`${breadcrumb} a`, { color: vars.color.accentSubtleText });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });
export const panelTitle = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const incidentTitle = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });
export const description = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const grow = style({ flex: '1 1 200px', minWidth: 0 });

export const fieldGrid = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const fieldList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.font.sizeSm,
});
globalStyle(`${fieldList} dt`, { color: vars.color.textMuted });
globalStyle(`${fieldList} dd`, { margin: 0 });

export const responderList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const responder = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const responderName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const tree = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const node = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  selectors: {
    '&[data-type="factor"]': { borderLeftColor: vars.color.warning },
    '&[data-type="solution"]': { borderLeftColor: vars.color.success },
    [`${tree} ${tree} &`]: { marginLeft: vars.space['4'] },
  },
});
export const nodeHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const nodeActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const pushRight = style({ marginLeft: 'auto' });
export const nodeType = style({ flexShrink: 0 });
export const nodeTitle = style({ flex: 1, minWidth: 0, fontWeight: vars.font.weightMedium });
export const nodeStatus = style({ width: 150 });
export const confirmTitle = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const evidence = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], paddingLeft: vars.space['2'] });
export const evidenceTitle = style({ margin: 0, fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium, color: vars.color.textMuted });
export const evidenceList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const evidenceItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.font.sizeSm,
});
export const evidenceText = style({ flex: '1 1 200px', minWidth: 0, selectors: { [`${evidenceItem}[data-done] &`]: { textDecoration: 'line-through', color: vars.color.textMuted } } });
export const evidenceType = style({ marginLeft: vars.space['2'], color: vars.color.textMuted, fontFamily: vars.font.familyMono, fontSize: vars.font.sizeXs });
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const commentList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const comment = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const commentMeta = style({ display: 'flex', gap: vars.space['2'], fontSize: vars.font.sizeXs, color: vars.color.textMuted });
export const commentAuthor = style({ fontWeight: vars.font.weightMedium, color: vars.color.text });
export const commentText = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const commentForm = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space['2'] });
globalStyle(`${commentForm} > *:first-child`, { alignSelf: 'stretch' });

export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxHeight: 480,
  overflowY: 'auto',
  fontSize: vars.font.sizeSm,
});
export const historyItem = style({ display: 'flex', flexDirection: 'column', gap: 2, paddingLeft: vars.space['3'], borderLeft: `2px solid ${vars.color.border}` });
export const historyDetail = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const historyTime = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs, fontVariantNumeric: 'tabular-nums' });
