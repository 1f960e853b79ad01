// The captcha row: the answer input and the picture; a click on the picture fetches a new one.
import { Form, Input, type FormRule } from 'antd';

interface CaptchaFieldProps {
  image: string | null;
  loading: boolean;
  onRefresh: () => void;
  rules: FormRule[];
}

export function CaptchaField({ image, loading, onRefresh, rules }: CaptchaFieldProps) {
  return (
    <Form.Item label="验证码" required className="captcha-row">
      <div className="captcha-row__inner">
        <Form.Item name="captcha" rules={rules} noStyle>
          <Input autoComplete="off" maxLength={8} placeholder="请输入右侧验证码" aria-label="验证码" className="captcha-row__input" />
        </Form.Item>
        <button
          type="button"
          className="captcha-row__image"
          onClick={onRefresh}
          disabled={loading}
          title="看不清？点击换一张"
          aria-label="验证码图片，点击换一张"
          data-testid="captcha-image"
        >
          {image ? <img src={image} alt="验证码" width={120} height={40} /> : <span>{loading ? '加载中…' : '点击获取'}</span>}
        </button>
      </div>
    </Form.Item>
  );
}
