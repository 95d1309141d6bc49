/**
 * The package managers of `<PackageManagerTabs>` and the tab group they share.
 * The commands themselves are converted at build time
 * (`./build/remarkPackageManagerTabs.ts`). Pure.
 */

/** Tabs offered by `<PackageManagerTabs>`, in display order. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** One command per package manager. */
export type PackageManagerCommands = Record<PackageManager, string>;

/**
 * `<Tabs groupId>` shared by every package-manager block. Docusaurus stores the
 * choice in `localStorage` under `docusaurus.tab.<groupId>` (theme-common
 * `tabsUtils`), i.e. `docusaurus.tab.package-manager`.
 */
export const PACKAGE_MANAGER_GROUP_ID = 'package-manager';
