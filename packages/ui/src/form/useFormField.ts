import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { useMessages } from '../messages/MessagesProvider';

export interface FormMessages {
  required: string;
}
export const defaultFormMessages: FormMessages = { required: 'This field is required' };

export interface FormFieldBindingProps<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>> {
  control: Control<TFieldValues>;
  name: TName;
  required?: boolean;
  /** Extra react-hook-form rules (pattern, min, validate ...). */
  rules?: Omit<RegisterOptions<TFieldValues, TName>, 'required' | 'disabled' | 'valueAsNumber' | 'valueAsDate' | 'setValueAs'>;
  messages?: Partial<FormMessages>;
}

/**
 * The props of a binding of control `P`: the binding's own, then the control's, less what the binding sets itself.
 * Every binding (here, in form-select and in form-code-editor) passes the control's other props (label,
 * description, ...) through unchanged.
 */
export type BoundFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, P> = FormFieldBindingProps<TFieldValues, TName> &
  Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'required' | 'checked' | 'defaultChecked' | 'onCheckedChange' | 'onValueChange' | 'withAsterisk'>;

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Binds one field to react-hook-form. 'This field is required' shows as soon as a required field has been touched and
 * is empty, whatever validation mode the form uses; other rule errors show once touched or after a submit.
 */
export function useFormField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  required = false,
  rules,
  messages: messagesProp,
}: FormFieldBindingProps<TFieldValues, TName>) {
  const messages = useMessages('form', defaultFormMessages, messagesProp);
  const userValidate = rules?.validate;
  const { field, fieldState, formState } = useController({
    control,
    name,
    rules: {
      ...rules,
      validate: {
        required: (value: unknown) => !required || !isEmptyValue(value) || messages.required,
        ...(typeof userValidate === 'function' ? { rule: userValidate } : userValidate),
      },
    } as RegisterOptions<TFieldValues, TName>,
  });
  // Read every piece of state unconditionally: react-hook-form only re-renders for the state a render has read.
  const { isTouched, error: fieldError } = fieldState;
  const { isSubmitted } = formState;
  const requiredMissing = required && isTouched && isEmptyValue(field.value);
  const error = (isTouched || isSubmitted ? fieldError?.message : undefined) ?? (requiredMissing ? messages.required : undefined);
  return { field, error, required };
}
