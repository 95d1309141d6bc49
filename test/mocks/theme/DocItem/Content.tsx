/** `@theme/DocItem/Content` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function DocItemContent({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="DocItem/Content">{children}</div>;
}
