import { TextInput } from '@opsdeck/ui';
import { useEffect, useState } from 'react';

export interface InlineTextEditProps {
  label: string;
  value: string;
  placeholder?: string;
  /** Called with the new text when it changed and the field is left or Enter is pressed. */
  onSave: (value: string) => void;
  /** An empty text is not saved (the field goes back to the saved value). */
  required?: boolean;
  autoFocus?: boolean;
  className?: string;
  hideLabel?: boolean;
}

/** A text saved when the user leaves the field or presses Enter; Escape puts the saved text back. */
export function InlineTextEdit({ label, value, placeholder, onSave, required, autoFocus, className, hideLabel }: InlineTextEditProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    const next = text.trim();
    if (required && !next) return setText(value);
    if (next !== value) onSave(next);
  };
  return (
    <TextInput
      className={className}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      value={text}
      placeholder={placeholder}
      autoFocus={autoFocus}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          setText(value);
        }
      }}
    />
  );
}
