import { useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './Field.css';

export type FieldSlots = 'root' | 'label' | 'description' | 'error';

export interface FieldOwnProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Error text shown under the control; also marks the control aria-invalid. */
  error?: ReactNode;
  /** Native required: the browser blocks submit and the label gets an asterisk. */
  required?: boolean;
  /** The asterisk alone, for fields validated by a form library (the control is still marked aria-required). */
  withAsterisk?: boolean;
}

export interface FieldIds {
  controlId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Gives a control stable ids for its label, description and error so screen readers read them together. */
export function useFieldIds(id: string | undefined, props: FieldOwnProps): FieldIds {
  const auto = useId();
  const controlId = id ?? `od-field-${auto}`;
  const described = [props.description ? `${controlId}-description` : '', props.error ? `${controlId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { controlId, labelId: `${controlId}-label`, describedBy: described || undefined, invalid: Boolean(props.error) };
}

interface FieldProps extends FieldOwnProps {
  ids: FieldIds;
  className?: string;
  classNames?: Partial<Record<FieldSlots, string>>;
  /** A label element for native controls; a plain span (referenced by aria-labelledby) for composite ones. */
  labelAs?: 'label' | 'span';
  children: ReactNode;
}

export function Field({ ids, label, description, error, required, withAsterisk, className, classNames, labelAs = 'label', children }: FieldProps) {
  const LabelTag = labelAs;
  return (
    <div className={cx(styles.root, classNames?.root, className)} data-invalid={ids.invalid || undefined}>
      {label ? (
        <LabelTag
          id={ids.labelId}
          className={cx(styles.label, classNames?.label)}
          {...(labelAs === 'label' ? { htmlFor: ids.controlId } : {})}
        >
          {label}
          {required || withAsterisk ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </LabelTag>
      ) : null}
      {children}
      {description ? (
        <p id={`${ids.controlId}-description`} className={cx(styles.description, classNames?.description)}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${ids.controlId}-error`} className={cx(styles.error, classNames?.error)} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
