import { useEffect, useRef, useState, type Ref } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The search field passes its value on after this many ms without typing. */
export const SEARCH_DEBOUNCE = 500;

export interface SearchFieldProps {
  /** Forwarded to the input. */
  ref?: Ref<HTMLInputElement>;
  /** Called with the text once typing has stopped for 500 ms. */
  onChange: (value: string) => void;
  /** Initial text, when nothing else sets it. @default '' */
  defaultValue?: string;
  /**
   * The text as the page's state has it (e.g. the `search` query parameter). When it changes from outside
   * (Back, Forward, a link), the field shows it in place of what was typed, without reporting it back.
   * @default undefined (the field keeps its own text)
   */
  value?: string;
  /** @default 'Search' */
  placeholder?: string;
  /** Accessible name. @default placeholder */
  'aria-label'?: string;
  /** Visible label. */
  label?: string;
  /** @default SEARCH_DEBOUNCE */
  debounce?: number;
  /** @default false */
  disabled?: boolean;
  /** @default undefined */
  name?: string;
}

/** Text input that reports its value after 500 ms without typing (spec §4). */
export function SearchField({
  ref,
  onChange,
  defaultValue = '',
  value,
  placeholder = 'Search',
  'aria-label': ariaLabel,
  label,
  debounce = SEARCH_DEBOUNCE,
  disabled = false,
  name,
}: SearchFieldProps) {
  const [text, setText] = useState(value ?? defaultValue);
  const [pending, setPending] = useState(false);
  const reported = useRef(value ?? defaultValue);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  // Follow the page's state: its text replaces what was typed (and a pending report of it).
  useEffect(() => {
    if (value === undefined) return;
    reported.current = value;
    setText(value);
    setPending(false);
  }, [value]);

  useEffect(() => {
    if (text === reported.current) return undefined;
    setPending(true);
    const timer = setTimeout(() => {
      reported.current = text;
      setPending(false);
      latest.current(text);
    }, debounce);
    return () => clearTimeout(timer);
  }, [text, debounce]);

  return (
    <TextInput
      ref={ref}
      type="search"
      name={name}
      value={text}
      label={label}
      aria-label={label ? undefined : (ariaLabel ?? placeholder)}
      placeholder={placeholder}
      disabled={disabled}
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(event) => setText(event.currentTarget.value)}
      data-pending={pending || undefined}
    />
  );
}
