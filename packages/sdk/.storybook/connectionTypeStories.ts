import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
// The catalogue module itself, not '@opsdeck/api': Storybook evaluates this file in plain Node, where the package
// name resolves to its build (missing or stale while developing) and its source index cannot load.
import { CONNECTION_CATALOG } from '../../api/src/connections/connectionCatalog.ts';

// One Storybook story per connection type of the @opsdeck/api catalogue, without listing the types by hand: an
// indexer names a story per catalogue entry in src/connections/ConnectionFormTypes.stories.tsx (whose default export
// renders the empty form of `args.type`), and a Vite transform appends the matching named exports to that module.
// A type added to the catalogue gets its story (and its accessibility check) with no edit here.

const FILE = /ConnectionFormTypes\.stories\.tsx$/;
const TITLE = 'Widgets/ConnectionForm/Empty form by type';

const exportNameOf = (type: string) => `type_${type.replace(/[^A-Za-z0-9_$]/g, '_')}`;

const indexer: Indexer = {
  test: FILE,
  createIndex: async (fileName) =>
    CONNECTION_CATALOG.map((def) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName: exportNameOf(def.type),
      name: def.hidden ? `${def.title} (hidden)` : def.title,
      title: TITLE,
    })),
};

const vitePlugin: Plugin = {
  name: 'opsdeck:connection-type-stories',
  // Before Storybook's own transforms, which list the module's named exports (`__namedExportsOrder`).
  enforce: 'pre',
  transform(code, id) {
    if (!FILE.test(id.split('?')[0]!)) return null;
    const stories = CONNECTION_CATALOG.map((def) => `export const ${exportNameOf(def.type)} = { args: { type: ${JSON.stringify(def.type)} } };`);
    return { code: `${code}\n${stories.join('\n')}\n`, map: null };
  },
};

export const connectionTypeStories = { indexer, vitePlugin, title: TITLE, exportNameOf };
