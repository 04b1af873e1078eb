import { Spinner } from 'mf-shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LogColumn<T> {
  /** The column's heading, already translated. */
  header: string;
  cell: (entry: T) => ReactNode;
}

interface LogTableProps<T extends { id: number }> {
  /** The heading's id (the table region is labelled by it). */
  id: string;
  title: string;
  /** Shown when the log is empty. */
  empty: string;
  loading: boolean;
  entries: T[] | undefined;
  columns: LogColumn<T>[];
}

/** One of the operator's logs (audit, release): a titled section, loading and empty states, and a scrollable table, newest first as the API sends it. */
export function LogTable<T extends { id: number }>({ id, title, empty, loading, entries, columns }: LogTableProps<T>) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {loading && <Spinner label={t('load.loading')} />}
      {entries?.length === 0 && <p>{empty}</p>}
      {entries && entries.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="data-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(entry)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
