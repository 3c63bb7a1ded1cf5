import type { Preview } from '@storybook/react-vite';

// The preview settings every Opsdeck Storybook shares (this package's and @opsdeck/sdk's): a light/dark toolbar global
// (`?globals=colorScheme:dark` in a URL) that each preview's decorator hands to its theme, full-screen stories, and
// the a11y addon's findings counted as failures.
export const colorSchemeGlobal = {
  globalTypes: {
    colorScheme: {
      description: 'Opsdeck colour scheme',
      toolbar: { title: 'Scheme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
} satisfies Preview;
