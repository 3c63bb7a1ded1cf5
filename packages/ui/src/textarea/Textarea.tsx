import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { control } from '../field/Field.css';
import { Field, useFieldIds, type FieldOwnProps, type FieldSlots } from '../field/Field';
import { cx } from '../utils/cx';
import * as styles from './Textarea.css';

export type TextareaSlots = FieldSlots | 'textarea';

export interface TextareaProps extends FieldOwnProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  classNames?: Partial<Record<TextareaSlots, string>>;
}

export const Textarea = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, description, error, required, withAsterisk, id, className, classNames, rows = 4, ...rest },
  ref,
) {
  const ids = useFieldIds(id, { description, error });
  return (
    <Field ids={ids} label={label} description={description} error={error} required={required} withAsterisk={withAsterisk} className={className} classNames={classNames}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-required={withAsterisk || undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cx(control, styles.textarea, classNames?.textarea)}
        {...rest}
      />
    </Field>
  );
});
