import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const chart = style({ position: 'relative', width: '100%', minWidth: 0, color: vars.color.textMuted });

export const svg = style({ display: 'block', overflow: 'visible', fontFamily: vars.font.family });

export const latencyLine = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 1.5, strokeOpacity: 0.7 });

export const point = style({
  stroke: vars.color.surface,
  strokeWidth: 1,
  selectors: {
    '&[data-status="pass"]': { fill: vars.color.success },
    '&[data-status="fail"]': { fill: vars.color.danger },
  },
});

export const legend = style({
  display: 'flex',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });

export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-status="pass"]': { background: vars.color.success },
    '&[data-status="fail"]': { background: vars.color.danger },
    '&[data-status="latency"]': { background: vars.color.accent, height: 2, borderRadius: 0 },
  },
});
