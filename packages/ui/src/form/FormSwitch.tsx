import type { FieldPath, FieldValues } from 'react-hook-form';
import { Switch, type SwitchProps } from '../switch/Switch';
import { useFormField, type BoundFieldProps } from './useFormField';

export type FormSwitchProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = BoundFieldProps<TFieldValues, TName, SwitchProps>;

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
