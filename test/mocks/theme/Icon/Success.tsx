/** `@theme/Icon/Success` in jest. */
import React from 'react';

export default function IconSuccess(props: {className?: string}) {
  return <svg data-icon="success" className={props.className} />;
}
