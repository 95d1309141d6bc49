/** `@theme/DocItem/TOC/Desktop` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function DocItemTOCDesktop({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="DocItem/TOC/Desktop">{children}</div>;
}
