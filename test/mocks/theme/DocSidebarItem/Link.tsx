/**
 * `@theme-init/DocSidebarItem/Link` in jest (mocked by the sidebar wrap's
 * test): like upstream, it renders the label in an <a> and forwards every prop
 * it does not consume to that <a>.
 */
import React, {type ReactNode} from 'react';

type Props = {
  item: {href: string; label: string};
  activePath?: string;
  level?: number;
  index?: number;
  onItemClick?: unknown;
  [prop: string]: unknown;
};

export default function DocSidebarItemLink({
  item,
  activePath: _activePath,
  level: _level,
  index: _index,
  onItemClick: _onItemClick,
  ...props
}: Props): ReactNode {
  return (
    <li>
      <a href={item.href} {...props}>
        <span>{item.label}</span>
      </a>
    </li>
  );
}
