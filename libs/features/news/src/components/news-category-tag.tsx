import type { NewsCategory } from '@portal/api-contract';
import { useText } from '@portal/i18n';
import { StatusTag, type StatusTone } from '@portal/ui-kit';
import { newsText } from '../text';

const CATEGORY_TONES: Record<NewsCategory, StatusTone> = { platform: 'info', announcement: 'warning', industry: 'success' };

/** A news item's category as a coloured tag (ui-kit's tones: AA contrast at 12 px). */
export function NewsCategoryTag({ category }: { category: NewsCategory }) {
  const t = useText(newsText);
  return <StatusTag tone={CATEGORY_TONES[category]}>{t(`category.${category}`)}</StatusTag>;
}
