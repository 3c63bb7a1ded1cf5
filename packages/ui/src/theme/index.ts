export { vars } from './contract.css';
export type { ThemeVars } from './contract.css';
export { lightColors, darkColors, lightShadows, darkShadows, sharedTokens } from './tokens';
export { ThemeProvider, useColorScheme, usePortalThemeAttributes } from './ThemeProvider';
export type { ThemeProviderProps, ColorScheme } from './ThemeProvider';
export { setStyleNonce } from './styleNonce';
