import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const intro = style({ margin: `0 0 ${vars.space['4']}`, color: vars.color.textMuted, maxWidth: 720 });
export const name = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.sizeSm });
export const value = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.sizeSm, wordBreak: 'break-all' });
export const date = style({ whiteSpace: 'nowrap', fontSize: vars.font.sizeSm, fontVariantNumeric: 'tabular-nums' });
