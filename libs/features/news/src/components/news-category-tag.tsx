import { NEWS_CATEGORY_LABELS, type NewsCategory } from '@portal/api-contract';
import { PlainTag } from '@portal/ui-kit';
import '../news.css';

// Solid, dark colours (news.css): antd's light presets miss WCAG AA contrast at 12 px.
const CATEGORY_CLASSES: Record<NewsCategory, string> = {
  platform: 'news-category-platform',
  announcement: 'news-category-announcement',
  industry: 'news-category-industry',
};

export function NewsCategoryTag({ category }: { category: NewsCategory }) {
  return <PlainTag className={CATEGORY_CLASSES[category]}>{NEWS_CATEGORY_LABELS[category]}</PlainTag>;
}
