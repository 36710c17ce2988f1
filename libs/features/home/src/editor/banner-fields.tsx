import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { BlockFieldsProps } from './block-fields';
import { ListError, RowGroup, TextField } from './field';
import { ImageField } from './image-field';
import { WALL_EDITOR_STRINGS } from './strings';
import { removeItem, replaceItem, type BannerBlock } from './wall-blocks';
import { fieldKey } from './wall-validation';

const S = WALL_EDITOR_STRINGS;
const MAX_SLIDES = 8;

type Slide = BannerBlock['slides'][number];

/** A banner's slides (1–8): title, subtitle, link (the contract's allow-list) and image. */
export function BannerFields({ block, issues, onChange }: BlockFieldsProps<BannerBlock>) {
  const error = (index: number, field: keyof Slide) => issues[fieldKey(block.id, 'slides', index, field)];
  const setSlide = (index: number, patch: Partial<Slide>) => {
    onChange((current) => {
      const slide = current.slides[index];
      return slide ? { ...current, slides: replaceItem(current.slides, index, { ...slide, ...patch }) } : current;
    });
  };
  return (
    <>
      {block.slides.map((slide, index) => (
        <RowGroup
          // Slides have no id of their own; a removed slide's successors take its place.
          key={index}
          legend={S.banner.slide(index + 1)}
          actions={
            <Button
              danger
              size="small"
              autoInsertSpace={false}
              disabled={block.slides.length <= 1}
              onClick={() => onChange((current) => ({ ...current, slides: removeItem(current.slides, index) }))}
            >
              {S.banner.removeSlide}
            </Button>
          }
        >
          <TextField label={S.fields.title} required value={slide.title} error={error(index, 'title')} onChange={(title) => setSlide(index, { title })} />
          <TextField label={S.fields.subtitle} value={slide.subtitle} error={error(index, 'subtitle')} onChange={(subtitle) => setSlide(index, { subtitle })} />
          <TextField
            label={S.fields.link}
            value={slide.href}
            hint={S.fields.linkHint}
            placeholder="/dataResource"
            error={error(index, 'href')}
            onChange={(href) => setSlide(index, { href })}
          />
          <ImageField
            label={S.fields.image}
            value={slide.imageFileId}
            error={error(index, 'imageFileId')}
            onChange={(imageFileId) => setSlide(index, { imageFileId })}
          />
        </RowGroup>
      ))}
      <ListError message={issues[fieldKey(block.id, 'slides')]} />
      <Button
        icon={<PlusOutlined aria-hidden />}
        autoInsertSpace={false}
        disabled={block.slides.length >= MAX_SLIDES}
        onClick={() => onChange((current) => ({ ...current, slides: [...current.slides, { title: '' }] }))}
      >
        {S.banner.addSlide}
      </Button>
    </>
  );
}
