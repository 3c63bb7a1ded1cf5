import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';
import { odIdentifier } from '../config/identifiers.ts';
import { connectionTypeStories } from './connectionTypeStories.ts';

const uiStyles = fileURLToPath(new URL('../../ui/src/styles.ts', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // One story per catalogue type, listed from the catalogue itself (see connectionTypeStories.ts).
  experimental_indexers: (existing) => [connectionTypeStories.indexer, ...(existing ?? [])],
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin({ identifiers: odIdentifier }), connectionTypeStories.vitePlugin];
    viteConfig.resolve = {
      ...viteConfig.resolve,
      // @opsdeck/ui and @opsdeck/api from their sources, as in the tests; one React for the sdk and the ui it renders.
      conditions: ['@opsdeck/source', ...defaultClientConditions],
      dedupe: ['react', 'react-dom', '@tanstack/react-query'],
      // What a host loads as @opsdeck/ui/styles.css is the build of this entry.
      alias: [...aliasList(viteConfig.resolve?.alias), { find: /^@opsdeck\/ui\/styles\.css$/, replacement: uiStyles }],
    };
    return viteConfig;
  },
};

function aliasList(alias: unknown): { find: string | RegExp; replacement: string }[] {
  if (!alias) return [];
  if (Array.isArray(alias)) return alias;
  return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));
}

export default config;
