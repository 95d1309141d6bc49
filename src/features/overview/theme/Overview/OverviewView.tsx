import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {overviewLabels} from '@site/src/features/overview/client/labels';
import type {OverviewGroup} from '@site/src/features/overview/common/overview';
import styles from './styles.module.css';

export type Props = {
  /** Groups already filtered by `query`. */
  readonly groups: readonly OverviewGroup[];
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
};

/**
 * Props-only overview page: a filter input, then each
 * group with its pages and their headings; 'No matching API found: {query}'
 * when the filter leaves nothing.
 */
export default function OverviewView({
  groups,
  query,
  onQueryChange,
}: Props): ReactNode {
  const inputId = useId();
  return (
    <div className={`rslib-overview ${styles.overview}`}>
      <div className={styles.filter}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          {overviewLabels.filter()}
        </label>
        <input
          id={inputId}
          type="search"
          className={`rslib-overview__input ${styles.input}`}
          placeholder={overviewLabels.placeholder()}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          autoComplete="off"
        />
      </div>
      {groups.length === 0 ? (
        <p className={`rslib-overview__empty ${styles.empty}`} role="status">
          {overviewLabels.noResult(query)}
        </p>
      ) : (
        groups.map((group) => (
          <section key={group.name} className="rslib-overview__group">
            <h2 className={styles.groupTitle}>{group.name}</h2>
            <div className={styles.grid}>
              {group.items.map((item) => (
                <div
                  key={item.link}
                  className={`rslib-overview__item ${styles.card}`}>
                  <Link to={item.link} className={styles.itemLink}>
                    {item.text}
                  </Link>
                  {item.headers.length > 0 && (
                    <ul className={styles.headers}>
                      {item.headers.map((header) => (
                        <li key={header.id}>
                          <Link to={`${item.link}#${header.id}`}>
                            {header.text}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
