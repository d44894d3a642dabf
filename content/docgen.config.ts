import { defineConfig } from 'docgen';

export default defineConfig({
  title: 'ArmKit',
  tagline: {
    'zh-Hans': '为机械臂编写 Lua 脚本与界面插件的开发者工具包',
    en: 'The developer toolkit for Lua scripts and UI plugins on the robot arm',
  },
  url: 'https://armkit.example.com',
  base: '/armkit/',
  favicon: 'img/favicon.svg',
  i18n: {
    defaultLocale: 'zh-Hans',
    locales: {
      'zh-Hans': { label: '简体中文', htmlLang: 'zh-Hans', direction: 'ltr', calendar: 'gregory' },
      en: { label: 'English', htmlLang: 'en-GB', direction: 'ltr', calendar: 'gregory', path: 'en' },
    },
  },
  docs: {
    landingDocId: 'tutorials/environment',
    versionLabel: 'Next',
    // Each doc's file, from this folder, is appended: …/content/docs/en/api/cli.md.
    editUrl: 'https://git.armkit.example.com/armkit/armkit-docs/edit/main/content/',
    showLastUpdateTime: true,
  },
  blog: { editUrl: 'https://git.armkit.example.com/armkit/armkit-docs/edit/main/content/' },
  navbar: {
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'tutorials', label: { 'zh-Hans': '教程', en: 'Tutorial' } },
      { type: 'docSidebar', sidebarId: 'api', label: { 'zh-Hans': 'API', en: 'API' } },
      { type: 'docSidebar', sidebarId: 'components', label: { 'zh-Hans': '组件', en: 'Components' } },
      { type: 'docSidebar', sidebarId: 'lua', label: { 'zh-Hans': 'Lua 指令', en: 'Lua' } },
      { type: 'blog' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    copyright: {
      'zh-Hans': 'Copyright © 2023 深圳臂云智能科技有限公司',
      en: 'Copyright © 2023 ArmCloud Intelligent Technology Co., Ltd.',
    },
    registration: {
      'zh-Hans': '统一社会信用代码 91440300MA5H2K7X3Q',
      en: 'Company registration number 91440300MA5H2K7X3Q',
    },
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  announcementBar: {
    id: 'armstudio-3-2',
    content: {
      'zh-Hans': 'ArmStudio 3.2 已发布：插件现在可以注册全局快捷键。',
      en: 'ArmStudio 3.2 is out: plugins can now register global hotkeys.',
    },
    closeable: true,
  },
  search: {
    contextualSearch: true,
    insights: true,
    externalUrlRegex: '^https?://(?!armkit\\.example\\.com)',
    missingResultsUrl: 'mailto:docs@armkit.example.com?subject=Search%20finds%20nothing%20for%20{query}',
    // The records go to the hosted search service, whose credentials the deployment supplies.
    records: true,
  },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  // The ArmKit UI components the component reference shows live (src/components/*.client.tsx).
  customCss: ['src/css/armkit-ui.css', ...['Alert', 'Button', 'Image', 'Input', 'Radio', 'Select', 'Slider', 'Status', 'Switch', 'Table'].map((name) => `src/components/${name}.css`)],
  markdown: { extraLanguages: ['powershell', 'lua', 'bash'], mermaid: true },
  links: { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onBrokenAnchors: 'warn' },
  titleDelimiter: '|',
});
