export { CodeEditor } from './CodeEditor';
export type { CodeEditorProps, CodeEditorLanguage, CodeEditorSize, CodeEditorSlots } from './CodeEditor';
