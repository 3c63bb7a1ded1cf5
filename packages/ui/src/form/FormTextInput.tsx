import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../text-input/TextInput';
import type { BoundFieldProps } from './useFormField';
import { useTextFieldBinding } from './useTextFieldBinding';

export type FormTextInputProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = BoundFieldProps<TFieldValues, TName, TextInputProps>;

export function FormTextInput<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(props: FormTextInputProps<TFieldValues, TName>) {
  return <TextInput {...useTextFieldBinding(props)} />;
}
