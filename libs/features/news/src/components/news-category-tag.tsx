import { NEWS_CATEGORY_LABELS, type NewsCategory } from '@portal/api-contract';
import { StatusTag, type StatusTone } from '@portal/ui-kit';

const CATEGORY_TONES: Record<NewsCategory, StatusTone> = { platform: 'info', announcement: 'warning', industry: 'success' };

/** A news item's category as a coloured tag (ui-kit's tones: AA contrast at 12 px). */
export function NewsCategoryTag({ category }: { category: NewsCategory }) {
  return <StatusTag tone={CATEGORY_TONES[category]}>{NEWS_CATEGORY_LABELS[category]}</StatusTag>;
}
