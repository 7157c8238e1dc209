import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

const FILTER_DEBOUNCE_MS = 300;

/** A typed filter asks the server only after a pause in typing; a change from outside (e.g. the address) resets it. */
export function useTypedFilter(value: string, commit: (v: string) => void) {
  const [draft, setDraft] = useState(value);
  const debounced = useDebouncedValue(draft, FILTER_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== value) commit(debounced);
    // Only a settled draft is committed; `value` changes from outside reset the draft below.
  }, [debounced]);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (value !== debounced) setDraft(value);
  }
  return [draft, setDraft] as const;
}
