import { Tag } from 'antd';
import { NEWS_CATEGORY_LABELS, type NewsCategory } from '@portal/api-contract';

// Solid, dark colours: antd's light presets miss WCAG AA contrast at 12 px.
const CATEGORY_COLORS: Record<NewsCategory, string> = {
  platform: '#0958d9',
  announcement: '#ad4e00',
  industry: '#237804',
};

export function NewsCategoryTag({ category }: { category: NewsCategory }) {
  return (
    <Tag color={CATEGORY_COLORS[category]} style={{ marginInlineEnd: 0 }}>
      {NEWS_CATEGORY_LABELS[category]}
    </Tag>
  );
}
