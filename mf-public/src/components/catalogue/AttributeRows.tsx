import type { ReactNode } from 'react';

export interface AttributeRowsColumn {
  key: string | number;
  /** The column's heading (an institute). */
  title: ReactNode;
  /** One value per attribute, in the order of `attributes`. */
  values: ReactNode[];
}

/**
 * The phone layout of a comparison: one attribute at a time across every column. Each attribute
 * is a label row spanning the table, with the columns' values side by side under it, so a reader
 * compares the fee (say) of three LPKs at a glance; the columns' headings stay in view at the top
 * while the page scrolls. Every value cell names its attribute and column (`headers`), so a
 * screen reader announces both.
 */
export function AttributeRows({
  caption,
  idPrefix,
  attributes,
  columns,
}: {
  caption: string;
  idPrefix: string;
  attributes: { key: string; label: ReactNode }[];
  columns: AttributeRowsColumn[];
}) {
  const columnId = (key: string | number) => `${idPrefix}-col-${key}`;
  const rowId = (key: string) => `${idPrefix}-row-${key}`;
  return (
    <table className="data-table attribute-rows">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} id={columnId(column.key)} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      {attributes.map((attribute, index) => (
        <tbody key={attribute.key}>
          <tr className="attribute-rows__label">
            <th id={rowId(attribute.key)} colSpan={columns.length} scope="colgroup">
              {attribute.label}
            </th>
          </tr>
          <tr>
            {columns.map((column) => (
              <td key={column.key} headers={`${rowId(attribute.key)} ${columnId(column.key)}`}>
                {column.values[index]}
              </td>
            ))}
          </tr>
        </tbody>
      ))}
    </table>
  );
}
