import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const navLines = style({ display: 'grid', gap: vars.space['2'], padding: vars.space['3'] });
export const spacer = style({ flex: 1 });
