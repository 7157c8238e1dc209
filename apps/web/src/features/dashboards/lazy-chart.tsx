import { Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';

/** A chart whose module (MUI X Charts) is still on its way: a grey block of its height until it comes. */
export function LazyChart({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{children}</Suspense>;
}
