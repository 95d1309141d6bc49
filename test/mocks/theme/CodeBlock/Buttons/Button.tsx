/** `@theme/CodeBlock/Buttons/Button` in jest: a plain button. */
import React, {type ComponentProps} from 'react';

export default function Button(props: ComponentProps<'button'>) {
  return <button type="button" {...props} />;
}
