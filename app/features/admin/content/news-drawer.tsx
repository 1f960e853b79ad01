// 添加新闻 / 编辑新闻: news and technical documents — category (新闻中心 / 技术资料), title, publication
// date, picture (uploaded through the media call or typed), summary, the body in the rich-text editor,
// keywords, 首页显示 and status (隐藏 = a draft, seen only through 预览). The drawer itself is
// content-drawer.tsx, shared with articles; here are the news item's words and its own fields.
import { Form, Input } from 'antd';
import { adminNewsApi } from '../../../../contracts/api/admin/content-articles.ts';
import { newsFields } from '../../../../contracts/content-articles.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { formatTime } from '../console-time.ts';
import { FlagSwitch } from './console-form.tsx';
import { ContentDrawer, type ContentDrawerProps, type ContentDrawerText } from './content-drawer.tsx';

export type NewsRow = EndpointData<typeof adminNewsApi.list>['data'][number];

const EMPTY = { tid: undefined, title: '', litpic: '', description: '', body: '', keywords: '', en_title: '', en_description: '', en_body: '', en_keywords: '', is_index: 0, status: 1, create_time: '', publish_at: '', unpublish_at: '' };

const TEXT: ContentDrawerText = {
  noun: '新闻',
  categoryHelp: '新闻中心或技术资料',
  picture: '图片',
  summary: '摘要',
  summaryHelp: '新闻列表中显示',
};

/** The publication time is stored as an instant and typed as Beijing time. */
const formValues = (row: NewsRow) => ({ ...row, create_time: formatTime(row.create_time) });

export function NewsDrawer(props: ContentDrawerProps<NewsRow>) {
  return (
    <ContentDrawer
      {...props}
      entity="news"
      api={adminNewsApi}
      text={TEXT}
      emptyValues={EMPTY}
      formValues={formValues}
      afterTitle={
        <Form.Item name="create_time" label="发布时间" rules={[zodRule(newsFields.shape.create_time)]} extra="如 2026-03-05 或 2026-03-05 09:30（北京时间）；添加时留空为当前时间">
          <Input placeholder="YYYY-MM-DD HH:mm" style={{ maxWidth: 240 }} />
        </Form.Item>
      }
      switches={<FlagSwitch name="is_index" label="首页显示" />}
    />
  );
}
