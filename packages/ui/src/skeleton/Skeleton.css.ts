import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const shimmer = keyframes({ '0%': { backgroundPosition: '200% 0' }, '100%': { backgroundPosition: '-200% 0' } });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  selectors: { '&[data-circle]': { borderRadius: '50%' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
