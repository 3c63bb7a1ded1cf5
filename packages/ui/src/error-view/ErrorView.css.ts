import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const icon = style({ display: 'inline-flex', color: vars.color.danger });

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const message = style({
  margin: 0,
  maxWidth: 560,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({ marginTop: vars.space['2'] });
