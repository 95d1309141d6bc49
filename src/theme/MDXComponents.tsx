/**
 * Wrap of `@theme-original/MDXComponents` (Docusaurus 3.10): adds our MDX
 * components so every doc can use them without an import (package-manager
 * tabs, numbered steps, source link, file trees). `<Overview />`
 * is not global: the overview pages import it, so its heading data loads
 * only there (size budget).
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/features/package-manager-tabs/client/PackageManagerTabs';
import Steps from '@site/src/components/Steps';
import SourceCode from '@site/src/components/SourceCode';
import FileTree from '@site/src/components/FileTree';

export default {
  ...MDXComponents,
  // (CUSTOM) project components
  PackageManagerTabs,
  Steps,
  SourceCode,
  FileTree,
  Tabs,
  TabItem,
};
