// 再来一单 (issue 34 point 2, decision 0073): the button on an order's page, the review dialog of a
// GUIDE-seq or amplicon copy and the notice of a copied cell-line form.
import { defineArea } from '../area.ts';

export const reorderArea = defineArea(
  {
    'reorder.button': '再来一单',
    'reorder.title': '再来一单：{{orderno}}',
    'reorder.intro': '将新建一个待确认订单，复制下列 {{count}} 个样本的全部填写内容。',
    'reorder.noFiles': '样本没有附件，无需重新上传文件。',
    'reorder.after': '提交后新订单为“待确认”，确认前您仍可编辑、删除或继续添加样本。',
    'reorder.submit': '提交新订单',
    'reorder.cancel': '取消',
    'reorder.sampleCount': '样本',
    'reorder.copyNotice': '这是订单 {{orderno}} 的副本：已复制全部填写内容，请核对后提交；提交前不会生成订单。',
    'reorder.proofsAgain': '证明文件不会复制：原订单上传的文件请重新上传（如需要）。',
  },
  {
    'reorder.button': 'Order again',
    'reorder.title': 'Order again: {{orderno}}',
    'reorder.intro': 'A new order awaiting confirmation will be created with copies of the samples below ({{count}}), as they were filled in.',
    'reorder.noFiles': 'Samples have no attachments: there is no file to upload again.',
    'reorder.after': 'Once submitted, the new order awaits confirmation: until then you can still edit, delete or add samples.',
    'reorder.submit': 'Submit the new order',
    'reorder.cancel': 'Cancel',
    'reorder.sampleCount': 'Samples',
    'reorder.copyNotice': 'This is a copy of order {{orderno}}: every answer has been copied. Check it and submit; no order exists until you do.',
    'reorder.proofsAgain': 'Proof files are not copied: please upload the files of the original order again (if needed).',
  },
);
