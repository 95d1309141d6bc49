/** `@theme/DocItem/TOC/Mobile` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function DocItemTOCMobile({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="DocItem/TOC/Mobile">{children}</div>;
}
