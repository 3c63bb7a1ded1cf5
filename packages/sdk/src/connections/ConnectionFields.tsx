import { useId, type ReactNode } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import {
  formatSecretValue,
  isFieldActive,
  isSecretCapable,
  parseSecretValue,
  type ConnectionFieldDef,
  type ConnectionForm,
  type ConnectionFormValues,
  type SecretSource,
} from '@opsdeck/api';
import type { ConnectionFormMessages } from './connectionFormMessages';
import * as styles from './ConnectionForm.css';

interface FieldProps {
  control: Control<ConnectionForm>;
  name: 'name' | 'namespace' | `values.${string}`;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  disabled: boolean;
  messages: ConnectionFormMessages;
  render: (props: { id: string; value: string | boolean; onChange: (v: string | boolean) => void; onBlur: () => void; invalid: boolean; describedBy: string | undefined; disabled: boolean }) => ReactNode;
}

/** Label, control, hint and the error of one field; the error shows once the field was left or the form submitted. */
function FieldFrame({ control, name, label, required, hint, disabled, messages, render }: FieldProps) {
  const id = useId();
  const { field, fieldState, formState } = useController({ control, name });
  const shown = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  const describedBy = [hint ? `${id}-hint` : '', shown ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {render({ id, value: field.value as string | boolean, onChange: field.onChange, onBlur: field.onBlur, invalid: Boolean(shown), describedBy, disabled })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {shown ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {shown === 'required' ? messages.required : shown}
        </span>
      ) : null}
    </div>
  );
}

function SecretControl({ id, value, onChange, onBlur, invalid, describedBy, disabled, multiline, messages }: {
  id: string; value: string; onChange: (v: string) => void; onBlur: () => void; invalid: boolean; describedBy: string | undefined; disabled: boolean; multiline: boolean; messages: ConnectionFormMessages;
}) {
  const source = parseSecretValue(value);
  const set = (next: SecretSource) => onChange(formatSecretValue(next));
  const common = { onBlur, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  return (
    <div className={styles.secretRow}>
      <select
        aria-label={messages.secretSource}
        className={styles.control}
        value={source.from}
        disabled={disabled}
        onChange={(e) => {
          const from = e.target.value as SecretSource['from'];
          set(from === 'static' ? { from, value: '' } : { from, name: source.from === 'static' ? '' : source.name, key: source.from === 'static' ? '' : source.key });
        }}
      >
        <option value="static">{messages.secretStatic}</option>
        <option value="secret">{messages.secretFromSecret}</option>
        <option value="configmap">{messages.secretFromConfigMap}</option>
      </select>
      {source.from === 'static' ? (
        multiline ? (
          <textarea id={id} className={styles.textarea} value={source.value} onChange={(e) => set({ from: 'static', value: e.target.value })} {...common} />
        ) : (
          <input id={id} type="password" autoComplete="new-password" className={styles.control} value={source.value} onChange={(e) => set({ from: 'static', value: e.target.value })} {...common} />
        )
      ) : (
        <div className={styles.refRow}>
          <input id={id} aria-label={`${messages.secretName}`} placeholder={messages.secretName} className={styles.control} value={source.name} onChange={(e) => set({ ...source, name: e.target.value })} {...common} />
          <input aria-label={messages.secretKey} placeholder={messages.secretKey} className={styles.control} value={source.key} onChange={(e) => set({ ...source, key: e.target.value })} {...common} />
        </div>
      )}
    </div>
  );
}

function TypeField({ field, control, disabled, messages }: { field: ConnectionFieldDef; control: Control<ConnectionForm>; disabled: boolean; messages: ConnectionFormMessages }) {
  return (
    <FieldFrame
      control={control}
      name={`values.${field.key}`}
      label={field.label}
      required={field.required}
      hint={field.hint}
      disabled={disabled}
      messages={messages}
      render={({ id, value, onChange, onBlur, invalid, describedBy }) => {
        const common = { id, onBlur, disabled, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
        if (field.kind === 'switch') {
          return <input type="checkbox" role="switch" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
        }
        const text = typeof value === 'string' ? value : '';
        if (isSecretCapable(field)) {
          return <SecretControl id={id} value={text} onChange={onChange} onBlur={onBlur} invalid={invalid} describedBy={describedBy} disabled={disabled} multiline={field.kind === 'certificate'} messages={messages} />;
        }
        if (field.kind === 'select') {
          return (
            <select className={styles.control} {...common} value={text} onChange={(e) => onChange(e.target.value)}>
              {field.required ? null : <option value="" />}
              {field.options?.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          );
        }
        if (field.kind === 'textarea') return <textarea className={styles.textarea} {...common} value={text} onChange={(e) => onChange(e.target.value)} />;
        return <input className={styles.control} inputMode={field.kind === 'number' ? 'numeric' : undefined} autoComplete="off" {...common} value={text} onChange={(e) => onChange(e.target.value)} />;
      }}
    />
  );
}

export interface ConnectionFieldsProps {
  fields: readonly ConnectionFieldDef[];
  control: Control<ConnectionForm>;
  /** Name and namespace are fixed once a connection exists (spec 001 section 5). */
  existing: boolean;
  readOnly: boolean;
  messages: ConnectionFormMessages;
}

/** Name, namespace, then the type's fields in catalogue order; consecutive fields of one group share a fieldset. */
export function ConnectionFields({ fields, control, existing, readOnly, messages }: ConnectionFieldsProps) {
  const values = useWatch({ control, name: 'values' }) as ConnectionFormValues;
  const active = fields.filter((f) => isFieldActive(f, values ?? {}));
  const blocks: { group?: string | undefined; fields: ConnectionFieldDef[] }[] = [];
  for (const f of active) {
    const last = blocks[blocks.length - 1];
    if (last && f.group && last.group === f.group) last.fields.push(f);
    else blocks.push({ group: f.group, fields: [f] });
  }
  const text = (name: 'name' | 'namespace', label: string) => (
    <FieldFrame
      control={control}
      name={name}
      label={label}
      required
      disabled={readOnly || existing}
      messages={messages}
      render={({ id, value, onChange, onBlur, invalid, describedBy, disabled }) => (
        <input id={id} className={styles.control} autoComplete="off" aria-required="true" aria-invalid={invalid || undefined} aria-describedby={describedBy} disabled={disabled} readOnly={existing} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      )}
    />
  );
  return (
    <>
      <div className={styles.row}>
        {text('name', messages.name)}
        {text('namespace', messages.namespace)}
      </div>
      {blocks.map((block, i) =>
        block.group ? (
          <fieldset key={`${block.group}-${i}`} className={styles.fieldset}>
            <legend className={styles.legend}>{block.group}</legend>
            {block.fields.map((f) => (
              <TypeField key={f.key} field={f} control={control} disabled={readOnly} messages={messages} />
            ))}
          </fieldset>
        ) : (
          block.fields.map((f) => <TypeField key={f.key} field={f} control={control} disabled={readOnly} messages={messages} />)
        ),
      )}
    </>
  );
}
