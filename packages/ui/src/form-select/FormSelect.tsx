import type { FieldPath, FieldValues } from 'react-hook-form';
import { Select, type MultiSelectProps, type SingleSelectProps } from '../select/Select';
import { useFormField, type BoundFieldProps } from '../form/useFormField';

export type FormSelectProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = BoundFieldProps<
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
