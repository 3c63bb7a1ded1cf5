import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { withDefaults } from '../utils/messages';

/**
 * Every user-visible string of the design system, grouped by component. Each component also takes a `messages` prop;
 * precedence: prop, then the nearest MessagesProvider, then the English default.
 */
export type UiMessages = Record<string, Record<string, unknown>>;

const MessagesContext = createContext<Partial<UiMessages>>({});

export interface MessagesProviderProps {
  messages: Partial<UiMessages>;
  children: ReactNode;
}

export function MessagesProvider({ messages, children }: MessagesProviderProps) {
  const parent = useContext(MessagesContext);
  // Nested providers refine rather than replace, so an app can set a locale and a widget can tweak one string.
  const merged = useMemo(() => {
    const out: Partial<UiMessages> = { ...parent };
    for (const [key, group] of Object.entries(messages)) out[key] = { ...parent[key], ...group };
    return out;
  }, [parent, messages]);
  return <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>;
}

export function useMessages<T extends object>(component: string, defaults: T, overrides?: Partial<T>): T {
  const fromContext = useContext(MessagesContext)[component] as Partial<T> | undefined;
  return withDefaults(withDefaults(defaults, fromContext), overrides);
}
