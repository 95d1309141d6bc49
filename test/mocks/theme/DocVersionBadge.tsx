/** `@theme/DocVersionBadge` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function DocVersionBadge({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="DocVersionBadge">{children}</div>;
}
