/** `@theme/ContentVisibility` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function ContentVisibility({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="ContentVisibility">{children}</div>;
}
