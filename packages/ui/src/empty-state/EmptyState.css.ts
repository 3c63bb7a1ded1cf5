import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['8']} ${vars.space['4']}`,
  textAlign: 'center',
  fontFamily: vars.font.family,
  color: vars.color.textMuted,
});

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted, marginBottom: vars.space['1'] });

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightMedium, color: vars.color.text });

export const description = style({ margin: 0, fontSize: vars.font.sizeSm, maxWidth: 420 });

export const action = style({ marginTop: vars.space['2'] });
