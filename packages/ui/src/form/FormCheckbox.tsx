import type { FieldPath, FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../checkbox/Checkbox';
import { useFormField, type BoundFieldProps } from './useFormField';

export type FormCheckboxProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = BoundFieldProps<TFieldValues, TName, CheckboxProps>;

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
