import Editor, { loader, type EditorProps, type OnMount } from '@monaco-editor/react';
// The editor API alone plus JSON and YAML: the default entry would add the TypeScript, CSS and HTML workers.
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/language/json/monaco.contribution';
import 'monaco-editor/languages/definitions/yaml/register';
import { useEffect, useMemo, useRef } from 'react';
import type { EditorPalette } from './CodeEditor';

// Point @monaco-editor/react at the bundled package; by default it would fetch Monaco from a CDN.
loader.config({ monaco });

export interface MonacoCodeEditorProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  language: 'json' | 'yaml';
  readOnly: boolean;
  dark: boolean;
  palette?: EditorPalette;
  ariaLabel?: string;
  describedBy?: string;
  options?: EditorProps['options'];
}

export default function MonacoCodeEditor({
  value,
  defaultValue,
  onChange,
  onBlur,
  language,
  readOnly,
  dark,
  palette,
  ariaLabel,
  describedBy,
  options,
}: MonacoCodeEditorProps) {
  // Monaco themes are global to the page; defining ours from the Opsdeck variables keeps the editor on the same
  // surface colours as the fields around it. Falls back to Monaco's own themes when the variables are not hex.
  const theme = useMemo(() => {
    if (!palette) return dark ? 'vs-dark' : 'vs';
    const name = dark ? 'opsdeck-dark' : 'opsdeck-light';
    monaco.editor.defineTheme(name, {
      base: dark ? 'vs-dark' : 'vs',
      inherit: true,
      rules: [],
      colors: {
        'editor.background': palette.background,
        'editor.foreground': palette.foreground,
        'editorLineNumber.foreground': palette.muted,
        'editor.lineHighlightBackground': palette.lineHighlight,
        'editor.selectionBackground': palette.selection,
        'editorGutter.background': palette.background,
      },
    });
    return name;
  }, [dark, palette]);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onBlurRef.current = onBlur;
  });
  const onMount: OnMount = (editor) => {
    editor.onDidBlurEditorWidget(() => onBlurRef.current?.());
    const textarea = editor.getDomNode()?.querySelector('textarea');
    if (textarea && describedBy) textarea.setAttribute('aria-describedby', describedBy);
  };
  return (
    <Editor
      height="100%"
      language={language}
      value={value}
      defaultValue={defaultValue}
      theme={theme}
      onChange={(next) => onChange?.(next ?? '')}
      onMount={onMount}
      loading={null}
      options={{
        readOnly,
        domReadOnly: readOnly,
        ariaLabel,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        fontSize: 13,
        tabSize: 2,
        automaticLayout: true,
        renderLineHighlight: readOnly ? 'none' : 'line',
        ...options,
      }}
    />
  );
}
