import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface LinkCardListProps<T> {
  items: readonly T[];
  /** The list's accessible name (the table's, on a wide screen). */
  label: string;
  keyOf: (item: T) => string;
  hrefOf: (item: T) => string;
  /** The card's heading (a reference, a number) and its status chip, on one line. */
  title: (item: T) => ReactNode;
  status: (item: T) => ReactNode;
  /** The lines under the heading. */
  children: (item: T) => ReactNode;
}

/** A list on a phone: one card per row, each a link, instead of a table that would scroll sideways. */
export function LinkCardList<T>({ items, label, keyOf, hrefOf, title, status, children }: LinkCardListProps<T>) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 2 }}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={hrefOf(item)} sx={{ p: 2 }}>
              <Stack spacing={0.75}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
                    {title(item)}
                  </Typography>
                  {status(item)}
                </Stack>
                {children(item)}
              </Stack>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
