import type { CSSProperties, ReactNode } from 'react';

// Layout helpers for stories only (not exported by the package): rows and stacks with the theme's spacing.
export function Row({ children, gap = 12, align = 'center' }: { children: ReactNode; gap?: number; align?: CSSProperties['alignItems'] }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', gap, alignItems: align }}>{children}</div>;
}

export function Stack({ children, gap = 16, width }: { children: ReactNode; gap?: number; width?: number | string }) {
  return <div style={{ display: 'flex', flexDirection: 'column', gap, width, maxWidth: '100%' }}>{children}</div>;
}
