/**
 * mf-shared's forms (docs/front-end.md, "Forms"): useApiForm, the fields bound to it, and the
 * helpers of forms whose values differ from the API's body. Imported as `mf-shared/forms`, NOT
 * from the `mf-shared` entry: like `mf-shared/src/remote`, this is compiled into each remote's own
 * build, so the shell's eager `mf-shared` singleton stays free of react-hook-form, which the shell
 * never uses; react-hook-form and @hookform/resolvers are shared singletons of the remotes
 * (scripts/webpack/federation.cjs). What it needs of mf-shared it imports by package name.
 */
import './src/forms/formStrings';

export { ApiForm, FormError, useApiForm } from './src/forms/useApiForm';
export type { ApiFormOptions, ApiFormProps, ApiForm as ApiFormState } from './src/forms/useApiForm';
export { applyServerErrors, payloadResolver, SERVER_ERROR } from './src/forms/apiForm';
export type { FieldOf, ServerErrorOptions } from './src/forms/apiForm';
export { FORMS_NS } from './src/forms/formStrings';
export * from './src/forms/values';
export {
  CheckField,
  CheckGroupField,
  FormScope,
  Group,
  InputField,
  ListError,
  PasswordField,
  RadioGroupField,
  RowList,
  SelectField,
  TextAreaField,
  YesNoField,
  useFieldError,
} from './src/ui/FormFields';
export type {
  CheckFieldProps,
  CheckGroupFieldProps,
  InputFieldProps,
  Option,
  PasswordFieldProps,
  RadioGroupFieldProps,
  RowListProps,
  SelectFieldProps,
  TextAreaFieldProps,
} from './src/ui/FormFields';
