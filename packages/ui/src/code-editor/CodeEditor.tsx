import { forwardRef, lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Field, useFieldIds, type FieldOwnProps, type FieldSlots } from '../field/Field';
import { SkeletonText } from '../skeleton/Skeleton';
import { useColorScheme } from '../theme/ThemeProvider';
import { cx } from '../utils/cx';
import * as styles from './CodeEditor.css';
import type { MonacoCodeEditorProps } from './MonacoCodeEditor';

export type CodeEditorLanguage = 'json' | 'yaml';
export type CodeEditorSize = 'very-small' | 'small' | 'medium' | 'large' | 'full';
export type CodeEditorSlots = FieldSlots | 'frame';

// Monaco (megabytes) lives only in this lazy chunk, loaded from the local monaco-editor package, never a CDN.
const MonacoCodeEditor = lazy(() => import('./MonacoCodeEditor'));

export interface CodeEditorProps extends FieldOwnProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  language?: CodeEditorLanguage;
  size?: CodeEditorSize;
  readOnly?: boolean;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  id?: string;
  /** Extra Monaco editor options (minimap, wordWrap, ...). */
  options?: MonacoCodeEditorProps['options'];
  className?: string;
  classNames?: Partial<Record<CodeEditorSlots, string>>;
  style?: CSSProperties;
}

export interface EditorPalette {
  background: string;
  foreground: string;
  muted: string;
  lineHighlight: string;
  selection: string;
}

const PALETTE_VARS: Record<keyof EditorPalette, string> = {
  background: '--od-color-surface',
  foreground: '--od-color-text',
  muted: '--od-color-text-muted',
  lineHighlight: '--od-color-surface-hover',
  selection: '--od-color-accent-subtle',
};

/** Monaco takes hex colours only: read our theme variables where the editor sits, and keep only hex values. */
function readPalette(element: Element): EditorPalette | undefined {
  const style = getComputedStyle(element);
  const entries = Object.entries(PALETTE_VARS).map(([key, variable]) => [key, style.getPropertyValue(variable).trim()]);
  return entries.every(([, value]) => /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(value!)) ? (Object.fromEntries(entries) as EditorPalette) : undefined;
}

/**
 * The scheme of the nearest ThemeProvider, else of the nearest `data-od-color-scheme` ancestor (a host may set the
 * attribute itself), following the OS for `system`; plus the theme colours, so Monaco matches the surrounding UI.
 */
function useEditorTheme(frame: React.RefObject<HTMLDivElement | null>): { dark: boolean; palette?: EditorPalette } {
  const fromContext = useColorScheme();
  const [theme, setTheme] = useState<{ dark: boolean; palette?: EditorPalette }>({ dark: false });
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const attribute = fromContext ?? element.closest('[data-od-color-scheme]')?.getAttribute('data-od-color-scheme');
    const update = (dark: boolean) => setTheme({ dark, palette: readPalette(element) });
    if (attribute !== 'system') {
      update(attribute === 'dark');
      return;
    }
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    update(query.matches);
    const onChange = () => update(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [fromContext, frame]);
  return theme;
}

export const CodeEditor = /* @__PURE__ */ forwardRef<HTMLDivElement, CodeEditorProps>(function CodeEditor(
  {
    value,
    defaultValue,
    onChange,
    onBlur,
    language = 'json',
    size = 'medium',
    readOnly = false,
    label,
    description,
    error,
    required,
    withAsterisk,
    id,
    options,
    className,
    classNames,
    style,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id, { description, error });
  const frame = useRef<HTMLDivElement | null>(null);
  const { dark, palette } = useEditorTheme(frame);
  // Never start loading Monaco during a server render: only after the component has mounted in a browser.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const fallback = (
    <div className={styles.fallback}>
      <SkeletonText lines={size === 'very-small' ? 2 : 4} />
    </div>
  );

  return (
    <Field ids={ids} label={label} description={description} error={error} required={required} withAsterisk={withAsterisk} className={className} classNames={classNames} labelAs="span">
      <div
        ref={(node) => {
          frame.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        id={ids.controlId}
        data-size={size}
        data-readonly={readOnly || undefined}
        data-language={language}
        aria-invalid={ids.invalid || undefined}
        className={cx(styles.frame, classNames?.frame)}
        style={style}
      >
        {mounted ? (
          <Suspense fallback={fallback}>
            <MonacoCodeEditor
              value={value}
              defaultValue={defaultValue}
              onChange={onChange}
              onBlur={onBlur}
              language={language}
              readOnly={readOnly}
              dark={dark}
              palette={palette}
              ariaLabel={rest['aria-label'] ?? (typeof label === 'string' ? label : undefined)}
              describedBy={ids.describedBy}
              options={options}
            />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
    </Field>
  );
});
