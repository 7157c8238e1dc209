import { cloneElement, useEffect, useRef, useState } from 'react';
import type { ComponentType, FocusEvent, PointerEvent, ReactElement, Ref } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';

type TooltipComponent = ComponentType<TooltipProps>;

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

let loaded: TooltipComponent | undefined;
let loading: Promise<TooltipComponent> | undefined;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('@mui/material/Tooltip').then((module) => (loaded = module.default));
  return loading;
}

export type LazyTooltipProps = Pick<TooltipProps, 'title' | 'placement'> & { children: ReactElement<ChildProps> };

/**
 * MUI's Tooltip, fetched (with Popper, about 11 KiB gzip) the first time the pointer or the focus reaches its child:
 * the header's buttons have their hint without every first page carrying it. Until then the child is shown as it is
 * (its aria-label names it). Taking the Tooltip in re-creates the child's element, so it happens only once neither the
 * focus nor the pointer is on it.
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const [ready, setReady] = useState(false);
  const node = useRef<HTMLElement>(null);
  const ref = useForkRef(node, children.props.ref);

  useEffect(() => {
    if (!ready || Tooltip) return undefined;
    const element = node.current;
    if (!element) return undefined;
    // Re-creating the child under the focus would take the focus away, and under the pointer could swallow a click
    // in progress (its press on the old element, its release on the new one: the e2e saw the settings button do
    // nothing). So the tooltip comes in once neither is on the child; its hint shows from the next hover.
    const busy = () => element.contains(document.activeElement) || element.matches(':hover');
    const swap = () => setTooltip(() => loaded);
    if (!busy()) {
      swap();
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the event, once the browser has moved the focus and the hover on.
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => busy() || swap(), 0);
    };
    element.addEventListener('focusout', later);
    element.addEventListener('pointerleave', later);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('focusout', later);
      element.removeEventListener('pointerleave', later);
    };
  }, [ready, Tooltip]);

  if (Tooltip) return <Tooltip {...props}>{cloneElement(children, { ref })}</Tooltip>;

  const want = () => void loadTooltip().then(() => setReady(true));
  return cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      want();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      want();
    },
  });
}
