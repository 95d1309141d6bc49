/**
 * Wrap of `@theme-original/MDXComponents` (Docusaurus 3.10): adds our MDX
 * components so every doc can use them without an import (SPEC §2 Other
 * features: package-manager tabs, numbered steps, source link).
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import PackageManagerTabs from '@site/src/components/PackageManagerTabs';
import Steps from '@site/src/components/Steps';
import SourceCode from '@site/src/components/SourceCode';
import Overview from '@site/src/components/Overview';

export default {
  ...MDXComponents,
  // (CUSTOM) project components
  PackageManagerTabs,
  Steps,
  SourceCode,
  Overview,
  Tabs,
  TabItem,
};
