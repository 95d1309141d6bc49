/** `@theme/TOCItems` in jest: one link per entry, no highlighting. */
import React from 'react';

type Item = {readonly id: string; readonly value: string};

export default function TOCItems({toc}: {readonly toc: readonly Item[]}) {
  return (
    <ul>
      {toc.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
        </li>
      ))}
    </ul>
  );
}
