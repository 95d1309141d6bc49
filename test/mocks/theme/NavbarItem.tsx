/**
 * `@theme/NavbarItem` and `@theme-original/NavbarItem` in jest: a list item
 * showing the props that matter to our navbar code.
 */
import React, {type ReactNode} from 'react';

type Props = {
  readonly type?: string;
  readonly label?: string;
  readonly mobile?: boolean;
  readonly onClick?: () => void;
};

export default function NavbarItem({
  type = 'default',
  label,
  mobile,
  onClick,
}: Props): ReactNode {
  return (
    <li
      data-testid="navbar-item"
      data-type={type}
      data-mobile={mobile ? 'true' : 'false'}>
      <button type="button" onClick={onClick}>
        {label ?? type}
      </button>
    </li>
  );
}
