import { useState } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
// The stylesheets in the order hosts load them: @opsdeck/ui's (main.ts points it at the source entry), then the sdk's.
import '@opsdeck/ui/styles.css';
import '../src/styles';
import { ThemeProvider, type ColorScheme } from '@opsdeck/ui/theme';
import { Toaster } from '@opsdeck/ui/toast';
import { colorSchemeGlobal } from '../../ui/.storybook/colorSchemeGlobal';
import { OpsdeckProvider } from '../src/provider/OpsdeckProvider';
import { createStoryFetch, STORY_API_ROOT, type StoryBackendOptions } from '../src/testing/storyBackend';

interface StoryOpsdeckProps {
  backend: StoryBackendOptions | undefined;
  colorScheme: ColorScheme;
  children: React.ReactNode;
}

/** One story's backend and cache: a fresh QueryClient without retries, so an error story fails at once. */
function StoryOpsdeck({ backend, colorScheme, children }: StoryOpsdeckProps) {
  const [fetch] = useState(() => createStoryFetch(backend));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } }));
  return (
    <OpsdeckProvider baseUrl={STORY_API_ROOT} fetch={fetch} queryClient={queryClient} colorScheme={colorScheme}>
      {children}
    </OpsdeckProvider>
  );
}

// Every story renders inside OpsdeckProvider over the story's in-memory backend (`parameters.opsdeck`); the toolbar
// (or `?globals=colorScheme:dark`) flips light and dark.
const withOpsdeck: Decorator = (Story, context) => {
  const scheme = (context.globals.colorScheme ?? 'light') as ColorScheme;
  return (
    <ThemeProvider colorScheme={scheme} style={{ minHeight: '100vh', padding: 24, boxSizing: 'border-box' }}>
      <StoryOpsdeck key={context.id} backend={context.parameters.opsdeck as StoryBackendOptions | undefined} colorScheme={scheme}>
        <Story />
      </StoryOpsdeck>
      <Toaster />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withOpsdeck],
  ...colorSchemeGlobal,
};

export default preview;
