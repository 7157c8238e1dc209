import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { COLUMN_WIDTH } from './kanban-layout';

/** Three grey columns of cards while the board loads. */
export function BoardSkeleton() {
  return (
    <Stack direction="row" spacing={2} sx={{ overflow: 'hidden' }}>
      {[3, 2, 1].map((cards, column) => (
        <Stack key={column} spacing={1} sx={{ width: COLUMN_WIDTH, flexShrink: 0 }}>
          <Skeleton variant="rounded" height={40} />
          {Array.from({ length: cards }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
