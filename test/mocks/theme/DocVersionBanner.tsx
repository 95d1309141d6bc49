/** `@theme/DocVersionBanner` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function DocVersionBanner({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="DocVersionBanner">{children}</div>;
}
