export { FormCodeEditor } from './FormCodeEditor';
export type { FormCodeEditorProps } from './FormCodeEditor';
