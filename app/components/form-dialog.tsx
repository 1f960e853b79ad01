// The dialogs that hold a form (修改手机号, 修改邮箱, the address form, the enquiry and booking forms):
// antd's Modal with a fade instead of its zoom (issue 20, point 7).
// Why: the zoom's first frames show the panel at full size but transparent (`.ant-zoom-enter` resets
// the transform), then the animation starts at scale(0.2) from where the opener was clicked and grows
// for 0.3 s. A click aimed at a button in that time (a fast user; a browser test once the button
// looked stable in those first frames) lands beside the shrunken panel: on the mask, which closes the
// dialog, or on another field. With a fade every control is where it will stay from the first frame.
import { Modal, type ModalProps } from 'antd';

/** antd's motion class names (the default `ant` prefix of this app). */
export const FORM_DIALOG_MOTION = { transitionName: 'ant-fade', maskTransitionName: 'ant-fade' } as const;

export function FormDialog(props: ModalProps) {
  return <Modal {...FORM_DIALOG_MOTION} {...props} />;
}
