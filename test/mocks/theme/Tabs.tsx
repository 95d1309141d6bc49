/**
 * `@theme/Tabs` in jest: exposes the props a caller passes (`groupId`,
 * `className`) as attributes and renders every tab item.
 */
import React, {type ReactNode} from 'react';

export default function Tabs({
  groupId,
  className,
  children,
}: {
  groupId?: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div data-testid="tabs" data-group-id={groupId} className={className}>
      {children}
    </div>
  );
}
