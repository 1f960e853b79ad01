// The slider puzzle shown before a booking SMS code is sent. The pictures come from the server and
// so does the verdict: the drop position, the drag's duration and its trail go to /help/sliderVerify.
// Two puzzles in a row (decision 0021): a first pass answers the next puzzle, which the captcha
// loads in place; the last pass answers a single-use ticket for faDuanxin (isreg 2). A miss makes
// the captcha fetch a new first puzzle.
import { FormDialog } from '../../components/form-dialog.tsx';
import SliderCaptcha, { type ActionType, type VerifyParam } from 'rc-slider-captcha';
import { useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import { SLIDER_HEIGHT, SLIDER_MESSAGES, SLIDER_PIECE_WIDTH, SLIDER_WIDTH } from '../../../contracts/slider.ts';
import { captchaApi, type SliderPuzzle } from '../../../contracts/api/captcha.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale } from '../../i18n/use-t.ts';

interface SliderModalProps {
  open: boolean;
  onPass: (ticket: string) => void;
  onCancel: () => void;
}

export function SliderModal({ open, onPass, onCancel }: SliderModalProps) {
  const key = useRef('');
  const next = useRef<SliderPuzzle | null>(null);
  const action = useRef<ActionType | undefined>(undefined);
  const [secondStage, setSecondStage] = useState(false);
  const { lang } = useLocale();
  const say = (text: string) => messageIn(lang, text);

  async function request() {
    const puzzle = next.current ?? (await api.call(captchaApi.slider, {}, { silent: true }));
    next.current = null;
    key.current = puzzle.key;
    return { bgUrl: puzzle.bgUrl, puzzleUrl: puzzle.puzzleUrl };
  }

  async function verify(drag: VerifyParam) {
    try {
      const answer = await api.call(
        captchaApi.sliderVerify,
        {},
        { body: { key: key.current, x: Math.round(drag.x), duration: Math.round(drag.duration), trail: drag.trail.slice(-200) }, silent: true },
      );
      if (answer.next) {
        next.current = answer.next;
        setSecondStage(true);
        // Let the success state show for a moment before the next puzzle replaces it.
        window.setTimeout(() => action.current?.refresh(true), 300);
        return;
      }
      if (answer.ticket) window.setTimeout(() => onPass(answer.ticket!), 300);
    } catch (error) {
      // A miss spends the whole run: the refresh after the error starts again with a first puzzle.
      setSecondStage(false);
      throw error;
    }
  }

  return (
    <FormDialog open={open} title={say(SLIDER_MESSAGES.title)} footer={null} onCancel={onCancel} destroyOnHidden width={SLIDER_WIDTH + 48} centered>
      <div className="slider-modal" data-testid="slider-captcha">
        <SliderCaptcha
          request={request}
          onVerify={verify}
          actionRef={action}
          bgSize={{ width: SLIDER_WIDTH, height: SLIDER_HEIGHT }}
          puzzleSize={{ width: SLIDER_PIECE_WIDTH }}
          tipText={{
            default: say(secondStage ? SLIDER_MESSAGES.again : SLIDER_MESSAGES.hint),
            loading: say(SLIDER_MESSAGES.loading),
            error: say(SLIDER_MESSAGES.failed),
            errors: say(SLIDER_MESSAGES.tooManyFailures),
            loadFailed: say(SLIDER_MESSAGES.loadFailed),
          }}
        />
      </div>
    </FormDialog>
  );
}
