import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

// The console owns its page, so it sets the document's base (the design system itself never styles elements).
globalStyle('html, body', {
  margin: 0,
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.family,
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('code', { fontFamily: vars.font.familyMono, fontSize: '0.92em' });

export const root = style({ minHeight: '100vh' });
