// Versions of console content (DESIGN.md "Operations console", content): every save keeps one; staff
// read the field diff and restore a version in one click. Inputs, messages and the labels the history
// shows, shared by the console and the server.
import { z } from 'zod';
import { requiredId } from './form-fields.ts';

export const VERSION_MESSAGES = {
  entityInvalid: '该类内容没有版本记录',
  itemRequired: '请选择内容',
  versionRequired: '请选择版本',
  versionMissing: '该版本不存在',
  sameAsCurrent: '当前内容与该版本相同，无需恢复',
  conflict: '无法恢复：该版本的编号已被其他内容使用',
  restored: '已恢复',
} as const;

const M = VERSION_MESSAGES;

/** The content types with versions: the audit log's entity names (server/modules/versions/entities.ts). */
export const VERSIONED_ENTITY_NAMES = ['news', 'articles', 'ads', 'job_postings', 'categories', 'page_blocks', 'pages', 'products', 'plasmids'] as const;

const entity = z.enum(VERSIONED_ENTITY_NAMES, { error: M.entityInvalid });
/** A numeric id or a page's slug. */
const entityId = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: M.itemRequired }).trim().min(1, M.itemRequired).max(64, M.itemRequired));

export const versionHistoryInput = z.object({ entity, entity_id: entityId });
export const versionRestoreInput = z.object({ entity, entity_id: entityId, version: requiredId(M.versionRequired) });

/** What a version's save was, by its audit action's last part ('content.news.update' → 'update'). */
export const VERSION_ACTION_LABELS: Record<string, string> = {
  create: '新建',
  import: '导入',
  update: '修改',
  status: '显示 / 隐藏',
  show: '设为显示',
  hide: '设为隐藏',
  delete: '删除',
  restore: '恢复',
  move: '移动',
  publish: '定时发布',
  unpublish: '定时下线',
};

/** The history's names of the stored fields; a field not listed shows its column name. */
export const VERSION_FIELD_LABELS: Record<string, string> = {
  tid: '栏目',
  pid: '上级栏目',
  catname: '栏目名称',
  title: '标题',
  subtitle: '副标题',
  name: '名称',
  litpic: '图片',
  litpicm: '手机图片',
  adfile: '图片',
  description: '摘要',
  body: '正文',
  youshi: '优势',
  keywords: '关键词',
  is_tuijian: '推荐服务',
  is_mingxing: '明星产品',
  is_index: '首页显示',
  is_showbody: '显示文字',
  is_teshu: '特殊栏目',
  position: '位置',
  gourl: '链接',
  type: '类型',
  molds: '产品类型',
  leixing: '职位类型',
  didian: '工作地点',
  renshu: '人数',
  sort: '排序',
  status: '状态',
  publish_at: '定时发布',
  unpublish_at: '定时下线',
  create_time: '发布时间',
  section: '分组',
  slug: '页面',
  item_no: '货号',
  price: '价格',
  sequence: '序列',
  en_title: 'English title',
  en_name: 'English name',
  en_subtitle: 'English subtitle',
  en_description: 'English summary',
  en_body: 'English body',
  en_keywords: 'English keywords',
  en_leixing: 'English job type',
  en_didian: 'English location',
  en_renshu: 'English headcount',
  encatname: 'English name',
  en_litpic: 'English picture',
  en_adfile: 'English picture',
  icon: '图标',
};
