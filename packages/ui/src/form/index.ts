export { FormTextInput, FormTextarea, FormSelect, FormCodeEditor, FormSwitch, FormCheckbox } from './FormFields';
export type {
  FormTextInputProps,
  FormTextareaProps,
  FormSelectProps,
  FormCodeEditorProps,
  FormSwitchProps,
  FormCheckboxProps,
} from './FormFields';
export { useFormField, isEmptyValue, defaultFormMessages } from './useFormField';
export type { FormFieldBindingProps, FormMessages } from './useFormField';
