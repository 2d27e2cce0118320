import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useT } from './messages.gen';

export const SEARCH_DEBOUNCE_MS = 300;

export type SearchInputProps = {
  label: string;
  /** The applied search (e.g. from the URL). */
  value: string;
  /** Called with the typed text once typing pauses, or at once on Enter or Clear. */
  onChange: (value: string) => void;
  placeholder?: string;
};

/** A labelled search box that reports what was typed after a pause, not on every key. */
export function SearchInput({ label, value, onChange, placeholder }: SearchInputProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const applied = useRef(value);

  // The URL changed under us (Back, a link): show what is applied now.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  const apply = (next: string) => {
    if (next.trim() === applied.current.trim()) return;
    applied.current = next.trim();
    onChange(next.trim());
  };

  useEffect(() => {
    apply(settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change applies
  }, [settled]);

  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <Form.Label htmlFor={id} className="visually-hidden">
        {label}
      </Form.Label>
      <InputGroup>
        <Form.Control
          id={id}
          type="search"
          value={text}
          placeholder={placeholder ?? label}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        {text && (
          <Button
            variant="outline-secondary"
            onClick={() => {
              setText('');
              apply('');
            }}
          >
            {t('ui.search.clear')}
            <span className="visually-hidden"> {t('ui.search.clearWhat')}</span>
          </Button>
        )}
      </InputGroup>
    </Form>
  );
}
