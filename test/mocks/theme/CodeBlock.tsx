/** `@theme/CodeBlock` in jest: a plain `<pre>` carrying the language. */
import React, {type ReactNode} from 'react';

export default function CodeBlock({
  language,
  children,
}: {
  language?: string;
  children: ReactNode;
}): ReactNode {
  return <pre data-language={language}>{children}</pre>;
}
