import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { antdStaticCssModule } from '../tools/vite-config/src/antd-static-css';

/**
 * The workspace Storybook: stories of every lib, next to their components.
 * The libs are bundled from their TypeScript sources (npm-workspace symlinks),
 * the same way the site apps bundle them.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The msw service worker (copied from msw by `msw init`), for stories that call the API.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // plugin-react comes with the framework; only pre-bundling and build logs need help.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Issue 13: the provincial theme's static antd stylesheet (preview.tsx imports it), so markup drawn
    // without antd's code (ui-kit plain) looks as it does in the apps.
    plugins: [...(viteConfig.plugins ?? []), antdStaticCssModule({ code: 'portal', workspaceRoot: fileURLToPath(new URL('..', import.meta.url)) })],
    build: {
      ...viteConfig.build,
      // One preview bundle with antd; its size is not a concern for a component catalogue.
      chunkSizeWarningLimit: 2000,
      reportCompressedSize: false,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        onLog(level, log, handler) {
          // antd marks every module "use client" (for React Server Components); the
          // directive means nothing in a client bundle, and Vite 8 reports each one.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
          handler(level, log);
        },
      },
    },
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Pre-bundle what the stories import up front, so the dev server and the
      // browser test run do not discover them mid-run and reload the page.
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'antd',
        'antd/locale/zh_CN',
        // The header's 菜单 drawer, imported on first opening (issue 13).
        'antd/es/drawer',
        'antd/es/message',
        'antd/es/modal',
        'react-router-dom',
        'zod',
        '@tanstack/react-query',
        '@ant-design/icons',
        'ky',
        'msw',
        // The analytics page's charts, imported lazily by the page (issue 18).
        '@ant-design/plots',
        'msw/browser',
        '@tiptap/react',
        '@tiptap/starter-kit',
      ],
    },
  }),
};

export default config;
