// 添加文章 / 编辑文章: every field of an article — category, title, picture, summary, the body in the
// rich-text editor, keywords, 推荐服务 / 明星产品, order and status (隐藏 = a draft, seen only through 预览).
// The drawer itself is content-drawer.tsx, shared with news; here are the article's words, its
// switches and order, and the body's 立即购买 button (product pages sell from their body).
import { Form, InputNumber } from 'antd';
import { adminArticleApi } from '../../../../contracts/api/admin/content-articles.ts';
import { articleFields } from '../../../../contracts/content-articles.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { FlagSwitch } from './console-form.tsx';
import { ContentDrawer, type ContentDrawerProps, type ContentDrawerText } from './content-drawer.tsx';

export type ArticleRow = EndpointData<typeof adminArticleApi.list>['data'][number];

const EMPTY = { tid: undefined, title: '', litpic: '', description: '', body: '', keywords: '', en_title: '', en_description: '', en_body: '', en_keywords: '', is_tuijian: 0, is_mingxing: 0, sort: 0, status: 1, publish_at: '', unpublish_at: '' };

const TEXT: ContentDrawerText = {
  noun: '文章',
  categoryHelp: '服务详情页（/dynamicDetail）显示栏目下的第一篇；产品栏目（/productService）显示全部',
  picture: '缩略图',
  summary: '简介',
  summaryHelp: '推荐服务与明星产品卡片上显示',
  bodyHelp: '产品页的“立即购买”按钮：工具栏“购买按钮”（链接 class 为 product-buy）',
};

export function ArticleDrawer(props: ContentDrawerProps<ArticleRow>) {
  return (
    <ContentDrawer
      {...props}
      entity="article"
      api={adminArticleApi}
      text={TEXT}
      emptyValues={EMPTY}
      buyButton
      switches={
        <>
          <FlagSwitch name="is_tuijian" label="推荐服务" />
          <FlagSwitch name="is_mingxing" label="明星产品" />
          <Form.Item name="sort" label="排序（小的在前）" rules={[zodRule(articleFields.shape.sort)]}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </>
      }
    />
  );
}
