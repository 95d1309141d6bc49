/** `@theme/DocBreadcrumbs` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function DocBreadcrumbs({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="DocBreadcrumbs">{children}</div>;
}
