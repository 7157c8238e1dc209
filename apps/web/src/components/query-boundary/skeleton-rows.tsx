import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export interface SkeletonRowsProps {
  /** How many placeholder rows: about what the first screen of data will hold. */
  count?: number;
  height: number;
}

/** Grey rows in the shape of a list while it loads (a QueryBoundary's `loading`). */
export function SkeletonRows({ count = 3, height }: SkeletonRowsProps) {
  return (
    <Stack spacing={1.5}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
