import { cloneElement, useEffect, useRef, useState } from 'react';
import type { ComponentType, FocusEvent, PointerEvent, ReactElement, Ref } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';

type TooltipComponent = ComponentType<TooltipProps>;
type Trigger = 'pointer' | 'focus';

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
 * (its aria-label names it). Taking the Tooltip in re-creates the child's element, so it happens only while that
 * element does not hold the focus; a hover that asked for it is replayed so the hint shows at once.
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loaded);
  const [ready, setReady] = useState(false);
  const node = useRef<HTMLElement>(null);
  const trigger = useRef<Trigger | null>(null);
  const ref = useForkRef(node, children.props.ref);

  useEffect(() => {
    if (!ready || Tooltip) return undefined;
    const element = node.current;
    const swap = () => setTooltip(() => loaded);
    if (!element?.contains(document.activeElement)) {
      swap();
      return undefined;
    }
    element.addEventListener('focusout', swap, { once: true });
    return () => element.removeEventListener('focusout', swap);
  }, [ready, Tooltip]);

  useEffect(() => {
    const element = node.current;
    if (!Tooltip || trigger.current !== 'pointer' || !element) return;
    trigger.current = null;
    if (element.matches(':hover')) element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  }, [Tooltip]);

  if (Tooltip) return <Tooltip {...props}>{cloneElement(children, { ref })}</Tooltip>;

  const want = (how: Trigger) => {
    trigger.current ??= how;
    void loadTooltip().then(() => setReady(true));
  };
  return cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      want('pointer');
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      want('focus');
    },
  });
}
