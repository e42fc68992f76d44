// One file-naming style (`sqw/file-names`): a React component's file is named after it in
// PascalCase (`HallPage.tsx`, `CardList.ts` of styled components); every other module, hooks included, is kebab-case
// (`use-mutation.ts`, `order-listing.ts`). Tests and declarations follow the file they cover.
import { basename } from 'node:path';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** The name without its extensions and role suffixes: `gallery.test.tsx` → `gallery`. */
const stem = (file) => basename(file).replace(/(\.(test|spec|d|config|setup|fixture))*\.(ts|tsx|mts|cts|js|mjs|cjs)$/, '');

export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'PascalCase for component files (.tsx), kebab-case for every other module' },
    schema: [],
    messages: {
      name: '"{{name}}": name a component file in PascalCase and every other module in kebab-case (hooks too: use-thing.ts).',
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const name = stem(file);
    const ok = KEBAB.test(name) || PASCAL.test(name);
    return {
      Program(node) {
        if (!ok) context.report({ node, messageId: 'name', data: { name: basename(file) } });
      },
    };
  },
};
