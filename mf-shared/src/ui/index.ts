/** Small UI primitives every micro-frontend uses (styles in ui.css, loaded once by the shell). */
export { CheckboxField, FieldHelp, TextField, useFieldDescription } from './Field';
export type { CheckboxProps, FieldDescription, FieldProps } from './Field';
export { Pagination } from './Pagination';
export type { PaginationLabels, PaginationProps } from './Pagination';
export { ReviewPages } from './ReviewPages';
export type { ReviewPagesProps } from './ReviewPages';
export { Spinner } from './Spinner';
export { usePageTitle } from './usePageTitle';
