// Server side: writes the console's answers a page was drawn with (app/api/server-answers.ts, decision
// 0091) into the empty data block root.tsx renders for them, once the render has asked for all of them.
import { ANSWERS_BLOCK_ID, type ServerAnswer } from '../api/server-answers.ts';

/** The empty data block root.tsx renders on a page drawn with a console session. */
const EMPTY_BLOCK = Buffer.from(`<script type="application/json" id="${ANSWERS_BLOCK_ID}"></script>`);
const CLOSE = '</script>';

/**
 * The rendered page (UTF-8) with its answers in its data block: JSON with every `<` escaped, so no
 * text in the data can end the script element or open a comment.
 */
export function fillAnswersBlock(html: Buffer<ArrayBuffer>, answers: Record<string, ServerAnswer>): Buffer<ArrayBuffer> {
  const at = html.indexOf(EMPTY_BLOCK);
  if (at === -1) return html;
  const text = JSON.stringify(answers).replaceAll('<', '\\u003c');
  const open = EMPTY_BLOCK.subarray(0, EMPTY_BLOCK.length - CLOSE.length);
  return Buffer.concat([html.subarray(0, at), open, Buffer.from(`${text}${CLOSE}`), html.subarray(at + EMPTY_BLOCK.length)]);
}
