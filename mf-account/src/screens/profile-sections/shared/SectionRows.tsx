import { RowList } from 'mf-shared/forms';
import type { ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type Control, type FieldArray, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface SectionRowsProps<V extends FieldValues, N extends ArrayPath<V>> {
  control: Control<V>;
  /** The form's list (field array). */
  name: N;
  /** Where the list's words are (ns 'account'): `<text>.legend`, `.hint`, `.row` ("School {{n}}"), `.add`. */
  text: string;
  /** A blank row, added by the add button. */
  newRow: () => FieldArray<V, N>;
  min?: number;
  max: number;
  /** The fields of row `index`. */
  children: (index: number) => ReactNode;
}

/** A profile section's repeatable rows (schools, family members, jobs...): mf-shared's RowList bound to the form's list. */
export function SectionRows<V extends FieldValues, N extends ArrayPath<V>>({ control, name, text, newRow, min, max, children }: SectionRowsProps<V, N>) {
  const { t } = useTranslation('account');
  const rows = useFieldArray({ control, name });
  return (
    <RowList
      name={name}
      legend={t(`${text}.legend`)}
      hint={t(`${text}.hint`)}
      rows={rows.fields}
      rowLabel={(index) => t(`${text}.row`, { n: index + 1 })}
      addLabel={t(`${text}.add`)}
      onAdd={() => rows.append(newRow())}
      onRemove={rows.remove}
      min={min}
      max={max}
    >
      {children}
    </RowList>
  );
}
