import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface WhenVisibleProps {
  /** Shown until the place scrolls near the screen: something of the same height. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children once their place comes near the screen, so a heavy part low on a long page (charts, the
 * editor) is fetched only by those who scroll to it. Without IntersectionObserver, at once.
 */
export function WhenVisible({ placeholder, children }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return <Box ref={ref}>{visible ? children : placeholder}</Box>;
}
