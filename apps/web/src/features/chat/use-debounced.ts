import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (search as one types, without a request per key). */
export function useDebounced<T>(value: T, delay = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
