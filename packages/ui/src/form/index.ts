// react-hook-form bindings of the text, textarea, switch and checkbox controls. The select and code editor bindings
// are entries of their own (@opsdeck/ui/form-select, @opsdeck/ui/form-code-editor): a form of text fields does not
// download the select's listbox or the editor's loader.
export { FormTextInput } from './FormTextInput';
export type { FormTextInputProps } from './FormTextInput';
export { FormTextarea } from './FormTextarea';
export type { FormTextareaProps } from './FormTextarea';
export { FormSwitch } from './FormSwitch';
export type { FormSwitchProps } from './FormSwitch';
export { FormCheckbox } from './FormCheckbox';
export type { FormCheckboxProps } from './FormCheckbox';
export { useFormField, isEmptyValue, defaultFormMessages } from './useFormField';
export type { BoundFieldProps, FormFieldBindingProps, FormMessages } from './useFormField';
