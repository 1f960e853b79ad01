// The audit log in words (issue 35, point 11): the console shows what a member did, not the code the
// server records (`content.carousel.reorder` → 调整轮播图顺序). The codes stay in the database and the
// API, where filters and exports use them; `audit-words.test.ts` fails when the server records a code
// that has no words here.

/** What a member edits in 内容管理 (content.<subject>.<verb>). */
const CONTENT_SUBJECTS: Record<string, string> = {
  article: '文章',
  carousel: '轮播图',
  category: '分类',
  image: '图片',
  job: '招聘职位',
  news: '新闻',
  page: '页面',
  page_block: '页面区块',
  plasmid: '质粒',
  product: '产品',
  settings: '网站设置',
};

const CONTENT_VERBS: Record<string, string> = {
  create: '新建',
  update: '修改',
  delete: '删除',
  show: '显示',
  hide: '隐藏',
  status: '更改状态：',
  order: '调整排序：',
  reorder: '调整顺序：',
  move: '移动',
  import: '导入',
  upload: '上传',
  export: '导出',
};

/** Every other code, in words of its own. */
const ACTIONS: Record<string, string> = {
  'content.version.restore': '恢复内容的历史版本',
  'content.schedule.publish': '按计划发布或下线内容',
  'customer.disable': '停用客户账号',
  'customer.enable': '启用客户账号',
  'customer.export': '导出客户列表',
  'customer.resend_activation': '重发客户激活邮件',
  'invoice.export': '导出发票申请',
  'inbox.assign': '分配询价/预约',
  'inbox.export': '导出询价/预约',
  'inbox.handle': '标记询价/预约已处理',
  'inbox.note': '为询价/预约添加备注',
  'inbox.reopen': '重新打开询价/预约',
  'order.export': '导出订单列表',
  'order.message': '给客户留言（订单）',
  'order.move': '推进订单状态',
  'order.move_back': '退回订单状态',
  'order_file.remove': '删除订单文件',
  'order_file.upload': '上传订单文件',
  'price.save': '保存价格',
  'sample.move': '推进样本状态',
  'sample.move_back': '退回样本状态',
  'staff.add': '添加员工',
  'staff.export': '导出员工列表',
  'staff.audit_export': '导出审计日志',
  'staff.password': '修改员工密码',
  'staff.totp_enable': '开启两步验证',
  'staff.update': '修改员工',
};

/** The words for an audit action code; a code without words is shown as it is. */
export function auditActionWords(action: string): string {
  const own = ACTIONS[action];
  if (own) return own;
  const [area, subject, verb, ...rest] = action.split('.');
  const subjectWords = subject ? CONTENT_SUBJECTS[subject] : undefined;
  const verbWords = verb ? CONTENT_VERBS[verb] : undefined;
  return area === 'content' && rest.length === 0 && subjectWords && verbWords ? `${verbWords}${subjectWords}` : action;
}

const ENTITIES: Record<string, string> = {
  ads: '轮播图',
  audit_log: '审计日志',
  articles: '文章',
  booking: '预约',
  categories: '分类',
  customer: '客户',
  guide_order: 'GUIDE-seq 订单',
  amplicon_order: '扩增子测序订单',
  cell_order: '细胞订单',
  guide_sample: 'GUIDE-seq 样本',
  amplicon_sample: '扩增子测序样本',
  job_postings: '招聘职位',
  mail_enquiry: '邮件咨询',
  news: '新闻',
  inbox: '询价与预约',
  invoice_request: '发票申请',
  orders: '订单',
  order_file: '订单文件',
  page_blocks: '页面区块',
  pages: '页面',
  plasmids: '质粒',
  price_item: '价格',
  products: '产品',
  purchase_enquiry: '询价',
  settings: '网站设置',
  staff: '员工',
  uploads: '图片',
};

/** The words for an audited table (`entity`); an unknown one is shown as it is. */
export function auditEntityWords(entity: string): string {
  return ENTITIES[entity] ?? entity;
}
