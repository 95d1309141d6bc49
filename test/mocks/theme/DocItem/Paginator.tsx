/** `@theme/DocItem/Paginator` in jest: a marker element. */
import React, {type ReactNode} from 'react';

export default function DocItemPaginator({
  children,
}: {
  readonly children?: ReactNode;
}) {
  return <div data-testid="DocItem/Paginator">{children}</div>;
}
