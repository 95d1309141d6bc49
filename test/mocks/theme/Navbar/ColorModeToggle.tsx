/** `@theme/Navbar/ColorModeToggle` in jest. */
import React, {type ReactNode} from 'react';

export default function NavbarColorModeToggle(): ReactNode {
  return <button type="button" data-testid="color-mode-toggle" />;
}
