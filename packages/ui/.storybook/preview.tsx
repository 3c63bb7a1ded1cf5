import type { Decorator, Preview } from '@storybook/react-vite';
// The same stylesheet, in the same order, that consumers get as @opsdeck/ui/styles.css.
import '../src/styles';
import { ThemeProvider, type ColorScheme } from '../src/theme';
import { Toaster } from '../src/toast';
import { colorSchemeGlobal } from './colorSchemeGlobal';

// Every story renders inside ThemeProvider; the toolbar (or `?globals=colorScheme:dark`) flips light and dark in place.
const withTheme: Decorator = (Story, context) => {
  const scheme = (context.globals.colorScheme ?? 'light') as ColorScheme;
  return (
    <ThemeProvider colorScheme={scheme} style={{ minHeight: '100vh', padding: 24, boxSizing: 'border-box' }}>
      <Story />
      <Toaster />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  ...colorSchemeGlobal,
};

export default preview;
