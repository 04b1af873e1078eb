/** Small UI primitives every micro-frontend uses (styles in ui.css, loaded once by the shell). */
export { CheckboxField, TextField } from './Field';
export type { CheckboxProps, FieldProps } from './Field';
export { Spinner } from './Spinner';
export { usePageTitle } from './usePageTitle';
