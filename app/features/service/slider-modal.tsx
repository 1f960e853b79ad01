// The slider puzzle shown before a booking SMS code is sent. The pictures come from the server and
// so does the verdict: the drop position, the drag's duration and its trail go to /help/sliderVerify,
// which answers a single-use ticket for faDuanxin (isreg 2).
import { Modal } from 'antd';
import SliderCaptcha, { type VerifyParam } from 'rc-slider-captcha';
import { useRef } from 'react';
import { api } from '../../api/client.ts';
import { SLIDER_HEIGHT, SLIDER_MESSAGES, SLIDER_PIECE_WIDTH, SLIDER_WIDTH } from '../../../contracts/slider.ts';
import { captchaApi } from '../../../contracts/api/captcha.ts';

interface SliderModalProps {
  open: boolean;
  onPass: (ticket: string) => void;
  onCancel: () => void;
}

export function SliderModal({ open, onPass, onCancel }: SliderModalProps) {
  const key = useRef('');

  async function request() {
    const puzzle = await api.call(captchaApi.slider, {}, { silent: true });
    key.current = puzzle.key;
    return { bgUrl: puzzle.bgUrl, puzzleUrl: puzzle.puzzleUrl };
  }

  async function verify(drag: VerifyParam) {
    const answer = await api.call(
      captchaApi.sliderVerify,
      {},
      { body: { key: key.current, x: Math.round(drag.x), duration: Math.round(drag.duration), trail: drag.trail.slice(-200) }, silent: true },
    );
    // Let the success state show for a moment before the modal closes.
    window.setTimeout(() => onPass(answer.ticket), 300);
  }

  return (
    <Modal open={open} title={SLIDER_MESSAGES.title} footer={null} onCancel={onCancel} destroyOnHidden width={SLIDER_WIDTH + 48} centered>
      <div className="slider-modal" data-testid="slider-captcha">
        <SliderCaptcha
          request={request}
          onVerify={verify}
          bgSize={{ width: SLIDER_WIDTH, height: SLIDER_HEIGHT }}
          puzzleSize={{ width: SLIDER_PIECE_WIDTH }}
          tipText={{ default: SLIDER_MESSAGES.hint, loading: '加载中…', error: SLIDER_MESSAGES.failed, errors: '失败次数过多，点击重试', loadFailed: '加载失败，点击重试' }}
        />
      </div>
    </Modal>
  );
}
