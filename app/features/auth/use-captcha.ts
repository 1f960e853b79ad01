// The registration captcha: `/help/verify` answers a picture and the key the answer is checked
// against on the server (the answer itself never reaches the browser). `refresh` asks for a new one
// (a click on the picture, or after a refused submit: each captcha allows one guess).
import { captchaApi } from '../../../contracts/api/captcha.ts';
import { useApiData } from '../../api/use-api-data.ts';

/** `enabled` false: no picture is fetched until it is needed (the console's sign-in asks only after many failures). */
export function useCaptcha(enabled = true) {
  const { data, status, reload } = useApiData(captchaApi.image, {}, { enabled });
  // A failed load shows "点击获取" rather than a picture whose key may be spent.
  const captcha = status === 'failed' ? null : data;
  return { image: captcha?.img_info ?? null, captchaKey: captcha?.key ?? null, loading: status === 'loading', refresh: reload };
}
