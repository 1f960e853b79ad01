// The captcha row: the answer input and the picture; a click on the picture fetches a new one.
import { Form, Input, type FormRule } from 'antd';
import { useT } from '../../i18n/use-t.ts';

interface CaptchaFieldProps {
  image: string | null;
  loading: boolean;
  onRefresh: () => void;
  rules: FormRule[];
}

export function CaptchaField({ image, loading, onRefresh, rules }: CaptchaFieldProps) {
  const t = useT();
  return (
    <Form.Item label={t('auth.code')} required className="captcha-row">
      <div className="captcha-row__inner">
        <Form.Item name="captcha" rules={rules} noStyle>
          <Input autoComplete="off" maxLength={8} placeholder={t('auth.captchaPlaceholder')} aria-label={t('auth.code')} className="captcha-row__input" />
        </Form.Item>
        <button
          type="button"
          className="captcha-row__image"
          onClick={onRefresh}
          disabled={loading}
          title={t('auth.captchaRefresh')}
          // Named for the picture only while it shows: before, the visible 加载中…/点击获取 is the name
          // (a name without the visible words fails WCAG 2.5.3, label in name).
          aria-label={image ? t('auth.captchaImage') : undefined}
          data-testid="captcha-image"
        >
          {image ? <img src={image} alt={t('auth.code')} width={120} height={40} /> : <span>{loading ? t('auth.loading') : t('auth.captchaLoad')}</span>}
        </button>
      </div>
    </Form.Item>
  );
}
