import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../checkbox/Checkbox';
import { CodeEditor, type CodeEditorProps } from '../code-editor/CodeEditor';
import { Select, type MultiSelectProps, type SingleSelectProps } from '../select/Select';
import { Switch, type SwitchProps } from '../switch/Switch';
import { TextInput, type TextInputProps } from '../text-input/TextInput';
import { Textarea, type TextareaProps } from '../textarea/Textarea';
import { useFormField, type FormFieldBindingProps } from './useFormField';

// Thin bindings: each passes react-hook-form's value, change and blur to one of our controls and shows the error.
// The control's own props (label, description, ...) pass through unchanged.

type Bound<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, P> = FormFieldBindingProps<TFieldValues, TName> &
  Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'required' | 'checked' | 'defaultChecked' | 'onCheckedChange' | 'onValueChange' | 'withAsterisk'>;

export type FormTextInputProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Bound<TFieldValues, TName, TextInputProps>;

export function FormTextInput<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  required,
  rules,
  messages,
  ...props
}: FormTextInputProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, required, rules, messages });
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      withAsterisk={required}
      error={error}
    />
  );
}

export type FormTextareaProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Bound<TFieldValues, TName, TextareaProps>;

export function FormTextarea<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  required,
  rules,
  messages,
  ...props
}: FormTextareaProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, required, rules, messages });
  return (
    <Textarea
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      withAsterisk={required}
      error={error}
    />
  );
}

export type FormSelectProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Bound<
  TFieldValues,
  TName,
  Omit<SingleSelectProps, 'multiple'>
> & { multiple?: boolean };

export function FormSelect<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  required,
  rules,
  messages,
  multiple,
  ...props
}: FormSelectProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, required, rules, messages });
  const common = { ...props, ref: field.ref, name: field.name, onBlur: field.onBlur, withAsterisk: required, error };
  if (multiple) {
    const multiProps: MultiSelectProps = { ...common, multiple: true, value: field.value ?? [], onValueChange: field.onChange };
    return <Select {...multiProps} />;
  }
  return <Select {...common} value={field.value ?? null} onValueChange={field.onChange} />;
}

export type FormCodeEditorProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Bound<TFieldValues, TName, CodeEditorProps>;

export function FormCodeEditor<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  required,
  rules,
  messages,
  ...props
}: FormCodeEditorProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, required, rules, messages });
  return <CodeEditor {...props} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} withAsterisk={required} error={error} />;
}

export type FormSwitchProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Bound<TFieldValues, TName, SwitchProps>;

export function FormSwitch<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  messages,
  ...props
}: FormSwitchProps<TFieldValues, TName>) {
  const { field } = useFormField({ control, name, rules, messages });
  return <Switch {...props} ref={field.ref} name={field.name} checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />;
}

export type FormCheckboxProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = Bound<TFieldValues, TName, CheckboxProps>;

export function FormCheckbox<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  rules,
  messages,
  ...props
}: FormCheckboxProps<TFieldValues, TName>) {
  const { field } = useFormField({ control, name, rules, messages });
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onCheckedChange={(checked) => field.onChange(checked === true)}
      onBlur={field.onBlur}
    />
  );
}
