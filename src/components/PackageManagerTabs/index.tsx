import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {
  PACKAGE_MANAGERS,
  resolvePackageManagerCommands,
  type PackageManagerCommands,
} from '@site/src/lib/packageManager';

export type Props = {
  /** One npm command (`npm install -D @rslib/core`) or an explicit command per manager. */
  readonly command: string | Partial<PackageManagerCommands>;
};

/**
 * npm / yarn / pnpm / bun tabs for one shell command (SPEC §2 Other features).
 * The choice is shared by every block on every page through Docusaurus
 * `<Tabs groupId>`, stored under `docusaurus.tab.package-manager`.
 */
export default function PackageManagerTabs({command}: Props): ReactNode {
  const commands = resolvePackageManagerCommands(command);
  return (
    <Tabs groupId="package-manager" className="rslib-package-manager-tabs">
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{commands[manager]}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
