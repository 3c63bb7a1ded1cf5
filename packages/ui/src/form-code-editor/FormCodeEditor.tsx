import type { FieldPath, FieldValues } from 'react-hook-form';
import { CodeEditor, type CodeEditorProps } from '../code-editor/CodeEditor';
import { useFormField, type BoundFieldProps } from '../form/useFormField';

export type FormCodeEditorProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> = BoundFieldProps<TFieldValues, TName, CodeEditorProps>;

export function FormCodeEditor<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>({
  control,
  name,
  required,
  rules,
  messages,
  ...props
}: FormCodeEditorProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, required, rules, messages });
  return <CodeEditor {...props} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} withAsterisk={required} error={error} />;
}
