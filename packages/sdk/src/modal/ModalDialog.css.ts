import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

// The widgets' modal on the platform's <dialog>: a header with the title, a scrolling body and a footer of actions.
// Theme variables only; the backdrop follows the colour scheme of the page.

export const dialog = style({
  boxSizing: 'border-box',
  width: 'min(640px, calc(100vw - 32px))',
  maxHeight: 'calc(100vh - 32px)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family,
  colorScheme: 'light',
  selectors: {
    '&::backdrop': { background: 'rgba(15, 23, 42, 0.55)' },
    '[data-od-color-scheme="dark"] &': { colorScheme: 'dark' },
  },
});

export const dialogSmall = style({ width: 'min(420px, calc(100vw - 32px))' });

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dialogTitle = style({ margin: 0, flex: 1, fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  overflowY: 'auto',
});

export const dialogFooter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.border}`,
});
