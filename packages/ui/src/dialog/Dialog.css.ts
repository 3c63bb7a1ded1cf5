import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { surfaceRoot } from '../theme/root.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

// The <dialog> is the box of the given width, centred by the browser's own modal rules (inset 0, margin auto); its
// first child paints the backdrop across the viewport (position fixed, under the panel: z-index -1 inside the
// dialog's stacking context) and the panel's look is on `surface`. Neither the dialog nor anything above the
// backdrop may carry a transform, or the backdrop would be sized to it. `z-index` only applies where showModal() is
// missing (then the dialog is not in the top layer).
// Widths by viewport follow the product spec: full 1500/1200/1000 at 1600/1280/1024 px, medium 1000/850 at
// 1280/1024 px; very-small, small and large sit around them. Never wider than the viewport less a margin.
export const content = style([
  surfaceRoot,
  {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'none',
    flexDirection: 'column',
    boxSizing: 'border-box',
    width: 640,
    height: 'fit-content',
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 64px)',
    margin: 'auto',
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    overflow: 'visible',
    selectors: {
      '&[open]': { display: 'flex' },
      '&::backdrop': { background: 'transparent' },
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

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

export const surface = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${popIn} 160ms ease-out`,
});

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

export const body = style({ flex: 1, minHeight: 0, overflow: 'auto', padding: vars.space['5'] });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border}`,
});
