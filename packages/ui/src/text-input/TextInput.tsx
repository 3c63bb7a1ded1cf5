import { forwardRef, type InputHTMLAttributes } from 'react';
import { control } from '../field/Field.css';
import { Field, useFieldIds, type FieldOwnProps, type FieldSlots } from '../field/Field';
import { cx } from '../utils/cx';

export type TextInputSlots = FieldSlots | 'input';

export interface TextInputProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  classNames?: Partial<Record<TextInputSlots, string>>;
}

/** A labelled text input; the ref and the native input props go to the <input>, className to the wrapper. */
export const TextInput = /* @__PURE__ */ forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, description, error, required, withAsterisk, id, className, classNames, type = 'text', ...rest },
  ref,
) {
  const ids = useFieldIds(id, { description, error });
  return (
    <Field ids={ids} label={label} description={description} error={error} required={required} withAsterisk={withAsterisk} className={className} classNames={classNames}>
      <input
        ref={ref}
        id={ids.controlId}
        type={type}
        required={required}
        aria-required={withAsterisk || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cx(control, classNames?.input)}
        {...rest}
      />
    </Field>
  );
});
