import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, darkShadows, lightColors, lightShadows, sharedTokens } from './tokens';

// Light is the default everywhere (`:root`); dark applies under any element with `data-od-color-scheme="dark"`, and
// `system` follows the OS. Switching is a change of attribute, so nothing remounts. No element selectors: no reset.
const scheme = (value: string) => `[data-od-color-scheme="${value}"]`;

createGlobalTheme(':root', vars, { ...sharedTokens, color: lightColors, shadow: lightShadows });
createGlobalTheme(scheme('light'), { color: vars.color, shadow: vars.shadow }, { color: lightColors, shadow: lightShadows });
createGlobalTheme(scheme('dark'), { color: vars.color, shadow: vars.shadow }, { color: darkColors, shadow: darkShadows });

globalStyle(scheme('light'), { colorScheme: 'light' });
globalStyle(scheme('dark'), { colorScheme: 'dark' });
globalStyle(scheme('system'), {
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadows) },
    },
  },
});
