// The delete dialog of the error catalogue (spec/ordering.md section 8): title 删除, the question,
// confirm and cancel; on success 删除成功 and the caller reloads; a refusal shows the server's message
// (the API client's toast), a network failure the network error.
import { Modal, message } from 'antd';
import { ORDER_MESSAGES } from '../../../contracts/order.ts';
import type { Endpoint } from '../../../contracts/endpoint.ts';
import { api } from '../../api/client.ts';
import { inPageLanguage } from '../../i18n/current-language.ts';

/** `endpoint` is the kind's delete call; it takes the row's `id`. */
export function confirmDelete(options: { endpoint: Endpoint; id: number; text?: string; onDeleted(): void }) {
  Modal.confirm({
    title: inPageLanguage(ORDER_MESSAGES.confirmDeleteTitle),
    content: inPageLanguage(options.text ?? ORDER_MESSAGES.confirmDeleteText),
    okText: inPageLanguage(ORDER_MESSAGES.confirmOk),
    cancelText: inPageLanguage(ORDER_MESSAGES.confirmCancel),
    // Static dialogs live outside the page's ConfigProvider: keep 确定/取消 unspaced here too.
    okButtonProps: { danger: true, autoInsertSpace: false },
    cancelButtonProps: { autoInsertSpace: false },
    async onOk() {
      try {
        await api.call(options.endpoint, {}, { body: { id: options.id } });
        void message.success(inPageLanguage(ORDER_MESSAGES.deleted));
        options.onDeleted();
      } catch {
        // The client showed the server's message or the network error.
      }
    },
  });
}
