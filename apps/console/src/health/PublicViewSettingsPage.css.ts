import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], padding: vars.space[4] });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '72ch' });
export const tableBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], paddingTop: vars.space[3] });
export const search = style({ maxWidth: 360 });
export const name = style({ fontWeight: vars.font.weightMedium });
export const badgeLink = style({ display: 'inline-flex' });
