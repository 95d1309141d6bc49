/** `@theme/Icon/Copy` in jest. */
import React from 'react';

export default function IconCopy(props: {className?: string}) {
  return <svg data-icon="copy" className={props.className} />;
}
