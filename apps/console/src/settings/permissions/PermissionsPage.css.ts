import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const page = style({ padding: vars.space['4'], minWidth: 0 });
