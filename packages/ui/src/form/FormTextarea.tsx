import type { FieldPath, FieldValues } from 'react-hook-form';
import { Textarea, type TextareaProps } from '../textarea/Textarea';
import type { BoundFieldProps } from './useFormField';
import { useTextFieldBinding } from './useTextFieldBinding';

export type FormTextareaProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = BoundFieldProps<TFieldValues, TName, TextareaProps>;

export function FormTextarea<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(props: FormTextareaProps<TFieldValues, TName>) {
  return <Textarea {...useTextFieldBinding(props)} />;
}
