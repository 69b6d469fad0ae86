import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.join(dirname, '../packages/ui');
// React is a dependency of @kwartier/ui, not of the workspace root; resolve it (and the
// JSX runtime used by preview.tsx) from the package so there is exactly one copy.
const requireFromUi = createRequire(path.join(uiDir, 'package.json'));
const reactDir = path.dirname(requireFromUi.resolve('react/package.json'));
const reactDomDir = path.dirname(requireFromUi.resolve('react-dom/package.json'));

const config: StorybookConfig = {
  // The docs pages (packages/ui/src/docs/*.mdx, first in the sidebar), the package's stories, plus
  // the check that each story-test project runs in its locale/theme.
  stories: ['../packages/ui/src/docs/*.mdx', '../packages/ui/src/**/*.stories.tsx', './*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    // Docgen reads prop types (and their JSDoc) from the package's own tsconfig.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(uiDir, 'tsconfig.json'),
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: {
        alias: [
          { find: /^react$/, replacement: path.join(reactDir, 'index.js') },
          { find: /^react\/(.*)$/, replacement: `${reactDir}/$1` },
          { find: /^react-dom$/, replacement: path.join(reactDomDir, 'index.js') },
          { find: /^react-dom\/(.*)$/, replacement: `${reactDomDir}/$1` },
        ],
        dedupe: ['react', 'react-dom'],
      },
    });
  },
};

export default config;
