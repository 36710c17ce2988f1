import { Flex, Tag, Typography } from 'antd';
import type { PrimaryHome } from '@portal/api-contract';
import { formatThousands } from '@portal/util';
import { paths } from '@portal/site-config';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { workspaceText, type WorkspaceText } from '../text';
import { Section } from './page-frame';
import { RecentDecisions } from './recent-decisions';
import { TodoCard, TodoList } from './todo-card';

const n = (count: number) => formatThousands(count);

/** The to-do cards of the caller's role; the server leaves the other role's counts null. */
function todoCards(home: PrimaryHome, t: WorkspaceText) {
  const { todo } = home;
  const cards = [];
  if (todo.firstReview !== null) cards.push(<TodoCard label={t('home.firstReview')} value={n(todo.firstReview)} to={paths.workspace.firstReview.path} />);
  if (todo.finalReview !== null) cards.push(<TodoCard label={t('home.finalReview')} value={n(todo.finalReview)} to={paths.workspace.finalReview.path} />);
  if (todo.announcementDrafts !== null) {
    cards.push(<TodoCard label={t('home.announcementDrafts')} value={n(todo.announcementDrafts)} to={paths.workspace.announcements.list()} />);
  }
  if (todo.entry !== null) {
    cards.push(
      <TodoCard
        label={t('home.entry')}
        value={t('home.entryValue', { open: n(todo.entry.open), closed: n(todo.entry.closed) })}
        to={paths.workspace.finalReview.href('entry')}
      />,
    );
  }
  return cards;
}

/**
 * Spec §2 Home (issue 6): a staff member's to-dos — a reviewer's first reviews in their
 * domains; an admin's final reviews, announcement drafts and entry configuration — and the
 * decisions they made last.
 */
export function StaffHome({ home }: { home: PrimaryHome }) {
  const t = useText(workspaceText);
  const cards = todoCards(home, t);
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      {cards.length > 0 ? <TodoList label={t('home.todo')}>{cards}</TodoList> : null}
      {home.userType === 'user' ? (
        <Section title={t('home.domains')}>
          {home.domains.length > 0 ? (
            <Flex wrap gap={8}>
              {home.domains.map((domain) => (
                <Tag key={domain.id} style={{ marginInlineEnd: 0 }} lang={CONTENT_LANG}>
                  {domain.name}
                </Tag>
              ))}
            </Flex>
          ) : (
            <Typography.Text type="secondary">{t('home.noDomains')}</Typography.Text>
          )}
        </Section>
      ) : null}
      <Section title={t('home.recent')}>
        <RecentDecisions decisions={home.recentDecisions} />
      </Section>
    </Flex>
  );
}
