import type { ChangeEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormField, type FormFieldBindingProps } from './useFormField';

/**
 * The props of a bound text control (TextInput, Textarea): the binding's own props are taken out, the control's other
 * props pass through, and value, change, blur, asterisk and error come from react-hook-form.
 */
export function useTextFieldBinding<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, Rest extends object>({
  control,
  name,
  required,
  rules,
  messages,
  ...rest
}: FormFieldBindingProps<TFieldValues, TName> & Rest) {
  const { field, error } = useFormField({ control, name, required, rules, messages });
  return {
    ...rest,
    ref: field.ref,
    name: field.name,
    value: (field.value ?? '') as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    withAsterisk: required,
    error,
  };
}
