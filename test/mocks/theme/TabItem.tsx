/** `@theme/TabItem` in jest: a region named by the tab label, with `data-value`. */
import React, {type ReactNode} from 'react';

export default function TabItem({
  value,
  label,
  children,
}: {
  value: string;
  label?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <section data-value={value} aria-label={label ?? value}>
      {children}
    </section>
  );
}
