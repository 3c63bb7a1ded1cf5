import { createContext, forwardRef, useContext, type HTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import { themeRoot } from './root.css';
import { setStyleNonce } from './styleNonce';

export type ColorScheme = 'light' | 'dark' | 'system';

const ColorSchemeContext = createContext<ColorScheme | undefined>(undefined);

export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Switches every Opsdeck variable below this element; changing it restyles in place without a remount. */
  colorScheme?: ColorScheme;
  /** Paint the theme background and text colour on the wrapper (off for embedding into a host's own surface). */
  withBackground?: boolean;
  /** CSP nonce handed to get-nonce for Radix-based components elsewhere on the page; ours need none (see setStyleNonce). */
  nonce?: string;
}

/**
 * Sets `data-od-color-scheme` on a wrapper and remembers the scheme for portalled layers (dialogs, popovers, toasts),
 * which render at the end of `<body>` and so would not inherit an attribute set on an ancestor.
 */
export const ThemeProvider = /* @__PURE__ */ forwardRef<HTMLDivElement, ThemeProviderProps>(function ThemeProvider(
  { colorScheme = 'light', withBackground = true, nonce, className, children, ...rest },
  ref,
) {
  // Set during render, not in an effect: the style is inserted by the first dialog, which may open in this commit.
  if (nonce) setStyleNonce(nonce);
  return (
    <ColorSchemeContext.Provider value={colorScheme}>
      <div
        ref={ref}
        data-od-color-scheme={colorScheme}
        className={cx(withBackground ? themeRoot : undefined, className)}
        {...rest}
      >
        {children}
      </div>
    </ColorSchemeContext.Provider>
  );
});

/** The scheme chosen by the nearest ThemeProvider, or undefined (then the page's own attribute or :root applies). */
export function useColorScheme(): ColorScheme | undefined {
  return useContext(ColorSchemeContext);
}

/** Attributes a portalled layer spreads on its root so it keeps the scheme of the tree that opened it. */
export function usePortalThemeAttributes(): { 'data-od-color-scheme'?: ColorScheme } {
  const scheme = useColorScheme();
  return scheme ? { 'data-od-color-scheme': scheme } : {};
}
