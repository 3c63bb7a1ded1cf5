import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], fontFamily: vars.font.family, minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const track = style({
  position: 'relative',
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSubtle,
  overflow: 'hidden',
  selectors: { '&[data-size="lg"]': { height: 10 } },
});

export const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  background: vars.color.success,
  transition: 'width 200ms ease-out',
  selectors: {
    '&[data-tone="warning"]': { background: vars.color.warning },
    '&[data-tone="danger"]': { background: vars.color.danger },
  },
});
