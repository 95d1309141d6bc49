/** `@theme/DocItem/Footer` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function DocItemFooter({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="DocItem/Footer">{children}</div>;
}
