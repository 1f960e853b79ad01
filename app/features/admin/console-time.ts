// Times as the company reads them: Asia/Shanghai, whatever the browser's zone, with seconds.
export { formatDateTime as formatTime } from '../../../contracts/order.ts';
