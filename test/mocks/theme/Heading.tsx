/** `@theme/Heading` in jest: the plain heading element, without anchor links. */
import React, {type HTMLAttributes, type ReactNode} from 'react';

type Props = HTMLAttributes<HTMLHeadingElement> & {
  readonly as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
};

export default function Heading({as: Tag, ...props}: Props): ReactNode {
  return <Tag {...props} />;
}
