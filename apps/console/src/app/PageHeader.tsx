import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { documentTitle } from './pages';

/** What a page puts in the shell's top bar (spec 001 section 2.10): its title, and an optional refresh and extras. */
export interface PageHeaderState {
  title: string;
  onRefresh?: () => void;
  /** Spins the refresh button. */
  refreshing?: boolean;
  extra?: ReactNode;
}

interface PageHeaderContextValue {
  header: PageHeaderState | undefined;
  setHeader: (header: PageHeaderState | undefined) => void;
}

const PageHeaderContext = createContext<PageHeaderContextValue | undefined>(undefined);

export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [header, setHeader] = useState<PageHeaderState | undefined>(undefined);
  const value = useMemo(() => ({ header, setHeader }), [header]);
  return <PageHeaderContext.Provider value={value}>{children}</PageHeaderContext.Provider>;
}

export function usePageHeaderState(): PageHeaderState | undefined {
  return useContext(PageHeaderContext)?.header;
}

/** Sets the document title to '<page> | Opsdeck' while the calling component is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * Declares the current page's header. Pages render this once; the top bar shows it and the document title follows.
 * Outside the shell (sign-in, error page) only the document title is set.
 */
export function PageHeader({ title, onRefresh, refreshing, extra }: PageHeaderState) {
  const context = useContext(PageHeaderContext);
  const setHeader = context?.setHeader;
  useDocumentTitle(title);
  useLayoutEffect(() => {
    setHeader?.({ title, onRefresh, refreshing, extra });
  }, [setHeader, title, onRefresh, refreshing, extra]);
  useLayoutEffect(() => () => setHeader?.(undefined), [setHeader]);
  return null;
}
