import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space['3'] });
export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontWeight: vars.font.weightMedium });
export const muted = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
