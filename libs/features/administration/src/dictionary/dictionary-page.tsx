import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DictionaryGroup } from '@portal/api-contract';
import { actionFailure, type ActionFailure } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { ActionFailureAlert, WorkspacePage, usePageTitle } from '@portal/ui-kit';
import { FilterSelect, KeywordSearch } from '../components/list-controls';
import { dictionaryFiltersFromParams, withDictionaryFilter, type DictionaryFilterKey } from './dictionary-filters';
import { useRemoveGroup } from './dictionary-mutations';
import { DictionaryTable } from './dictionary-table';
import { GroupEditor } from './group-editor';
import { MissesPanel } from './misses-panel';
import { kindOptions } from './dictionary-kinds';
import { administrationText } from '../text';

/** The editor's state: kept (closed) after closing, so the dialog keeps its title through its closing motion. */
interface EditorState {
  open: boolean;
  /** The group as it was when 编辑 was pressed; none for a new one. */
  group: DictionaryGroup | undefined;
  /** A zero-result search being added (加入词典). */
  seed: string | undefined;
}

/** The term search and the kind filter, kept in the URL. */
function DictionaryFilterBar() {
  const [params, setParams] = useSearchParams();
  const filters = dictionaryFiltersFromParams(params);
  const set = (key: DictionaryFilterKey, value: string | undefined) => setParams(withDictionaryFilter(params, key, value));
  const t = useText(administrationText);
  const kinds = useMemo(() => kindOptions(t), [t]);
  return (
    <Flex wrap gap={12} align="center" role="search" aria-label={t('dictionary.search')}>
      <KeywordSearch
        value={filters.keyword}
        label={t('dictionary.search')}
        placeholder={t('dictionary.searchPlaceholder')}
        button={t('common.searchButton')}
        width={320}
        onSearch={(value) => set('keyword', value)}
      />
      <FilterSelect
        label={t('dictionary.kindFilter')}
        allLabel={t('common.all')}
        width={180}
        value={filters.kind}
        onChange={(value) => set('kind', value)}
        options={kinds}
      />
    </Flex>
  );
}

/**
 * Issue 18 /workspace/search/dictionary (decision 0027): the search dictionary's groups of terms
 * (synonyms and older names, department short names, data formats, English words) with their
 * filters, and beside them the searches that found nothing; 新增词组, 编辑 and 加入词典 open the group
 * editor, 删除 asks first. Admins with the `search:dictionary` right (the route and the server check).
 */
export function DictionaryPage() {
  const t = useText(administrationText);
  usePageTitle(t('dictionary.title'));
  const { message } = App.useApp();
  const remove = useRemoveGroup();
  const [editor, setEditor] = useState<EditorState>({ open: false, group: undefined, seed: undefined });
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const removeGroup = async (group: DictionaryGroup) => {
    setFailure(null);
    try {
      await remove.mutateAsync(group.id);
      void message.success(administrationText.t('dictionary.deleted'));
    } catch (error) {
      setFailure(actionFailure(error, administrationText.t('dictionary.deleteFailed')));
    }
  };

  return (
    <>
      <WorkspacePage
        title={t('dictionary.title')}
        subtitle={t('dictionary.subtitle')}
        retryLabel={t('common.retry')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            autoInsertSpace={false}
            onClick={() => setEditor({ open: true, group: undefined, seed: undefined })}
          >
            {t('dictionary.add')}
          </Button>
        }
      >
        <Row gutter={[16, 16]} align="top">
          <Col xs={24} xl={16}>
            <Card size="small">
              <Flex vertical gap={16}>
                <DictionaryFilterBar />
                <ActionFailureAlert failure={failure} conflictTitle={t('common.conflictTitle')} onClose={() => setFailure(null)} />
                <DictionaryTable onEdit={(group) => setEditor({ open: true, group, seed: undefined })} onRemove={removeGroup} />
              </Flex>
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <MissesPanel onAdd={(query) => setEditor({ open: true, group: undefined, seed: query })} />
          </Col>
        </Row>
      </WorkspacePage>
      <GroupEditor open={editor.open} group={editor.group} seed={editor.seed} onClose={() => setEditor((state) => ({ ...state, open: false }))} />
    </>
  );
}
