import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {mdxLabels} from '@site/src/components/labels';
import {
  PACKAGE_MANAGERS,
  PACKAGE_MANAGER_GROUP_ID,
  type PackageManagerCommands,
} from '@site/src/features/package-manager-tabs/common/packageManager';
import styles from './styles.module.css';

export type Props = {
  /**
   * What writers pass: one npm command (`npm install -D @rslib/core`) or a
   * command per manager (missing managers get the conversion of its `npm`
   * entry). The build (`./build/remarkPackageManagerTabs.ts`) turns either into
   * the full map this component renders.
   */
  readonly command: string | Partial<PackageManagerCommands>;
};

/** The full command map the build produced. */
function commandsOf(command: Props['command']): PackageManagerCommands {
  if (
    typeof command === 'string' ||
    PACKAGE_MANAGERS.some((manager) => typeof command[manager] !== 'string')
  ) {
    throw new Error(
      '<PackageManagerTabs> gets its commands from the remark plugin src/features/package-manager-tabs/build/remarkPackageManagerTabs.ts: register it for this content.',
    );
  }
  return command as PackageManagerCommands;
}

/**
 * npm / yarn / pnpm / bun tabs for one shell command. The reader picks their
 * package manager once: the choice is shared by every block on every page
 * through Docusaurus `<Tabs groupId>`, which stores it in `localStorage`
 * under `docusaurus.tab.package-manager` (ignored when storage is blocked).
 * Usable in every MDX page without an import (`src/theme/MDXComponents.tsx`).
 * @throws when `command` is not the full map the remark plugin writes (the
 *   plugin is not registered for the page's content)
 */
export default function PackageManagerTabs({command}: Props): ReactNode {
  const commands = commandsOf(command);
  return (
    <div
      className={`rslib-package-manager ${styles.root}`}
      role="group"
      aria-label={mdxLabels.packageManager()}>
      {/* lazy: only the chosen manager's command is in the page (the other
          three would be hidden code blocks every page has to build and hydrate). */}
      <Tabs
        lazy
        groupId={PACKAGE_MANAGER_GROUP_ID}
        className="rslib-package-manager-tabs">
        {PACKAGE_MANAGERS.map((manager) => (
          <TabItem key={manager} value={manager} label={manager}>
            <CodeBlock language="bash">{commands[manager]}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
