import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '../../lib/translation';
import type { BlogPostStatus } from '@pharmacy/shared/schemas/blog';

export const STATUS_COLORS: Record<BlogPostStatus, ChipProps['color']> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
};

export function PostStatusChip({ status }: { status: BlogPostStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`blog.status.${status}`)} />;
}
