import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { surfaceRoot } from '../theme/root.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

// Widths by viewport follow the product spec: full 1500/1200/1000 at 1600/1280/1024 px, medium 1000/850 at
// 1280/1024 px; very-small, small and large sit around them. Never wider than the viewport less a margin.
export const content = style([
  surfaceRoot,
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: 640,
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 64px)',
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    animation: `${popIn} 160ms ease-out`,
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-size="very-small"]': { width: 400 },
      '&[data-size="small"]': { width: 560 },
      '&[data-size="large"]': { width: 900 },
      '&[data-size="full"]': { width: 'calc(100vw - 32px)', height: 'calc(100vh - 64px)' },
    },
    '@media': {
      'screen and (min-width: 1024px)': {
        selectors: {
          '&[data-size="medium"]': { width: 850 },
          '&[data-size="large"]': { width: 960 },
          '&[data-size="full"]': { width: 1000 },
        },
      },
      'screen and (min-width: 1280px)': {
        selectors: {
          '&[data-size="medium"]': { width: 1000 },
          '&[data-size="large"]': { width: 1100 },
          '&[data-size="full"]': { width: 1200 },
        },
      },
      'screen and (min-width: 1600px)': {
        selectors: { '&[data-size="full"]': { width: 1500 } },
      },
    },
  },
]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['3']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headings = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  lineHeight: 1.3,
});

export const description = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const controls = style({ display: 'flex', gap: vars.space['1'], marginTop: -4, marginRight: -4 });

export const body = style({ flex: 1, overflow: 'auto', padding: vars.space['5'] });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border}`,
});
