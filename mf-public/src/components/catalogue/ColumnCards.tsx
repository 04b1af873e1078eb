import { useEffect, useState, type ReactNode } from 'react';

/** Below this width a comparison is shown as ColumnCards rather than a table. */
export const PHONE_LAYOUT_QUERY = '(max-width: 599px)';

/** Rendered by the API host (first-screen/server.tsx, no window): the phone's layout, the visitor a first screen is made for. */
function matchesPhone(): boolean {
  if (typeof window === 'undefined') return true;
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_LAYOUT_QUERY).matches;
}

/** True on a phone-width viewport, updated when it changes (rotation, resize). */
export function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(matchesPhone);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE_LAYOUT_QUERY);
    const onChange = (): void => setPhone(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return phone;
}

export interface ColumnCard {
  key: string | number;
  /** The column's heading (a pathway, an institute). */
  title: ReactNode;
  /** One value per row, in the order of `labels`. */
  values: ReactNode[];
  /** Below the facts (e.g. the column's actions). */
  footer?: ReactNode;
}

/**
 * The phone layout of a comparison table: one card per column (pathway, institute) with every row
 * as label and value, stacked. Shown instead of the table below 600 px, where a
 * table of three or four columns would show only one at a time with no cue that more exist
 * (choose with usePhoneLayout).
 */
export function ColumnCards({ label, labels, columns, headingLevel = 3 }: { label: string; labels: ReactNode[]; columns: ColumnCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="column-cards" aria-label={label}>
      {columns.map((column) => (
        <li key={column.key} className="card column-cards__card">
          <Heading className="column-cards__title">{column.title}</Heading>
          <dl className="column-cards__facts">
            {labels.map((rowLabel, index) => (
              <div key={index}>
                <dt>{rowLabel}</dt>
                <dd>{column.values[index]}</dd>
              </div>
            ))}
          </dl>
          {column.footer}
        </li>
      ))}
    </ul>
  );
}
