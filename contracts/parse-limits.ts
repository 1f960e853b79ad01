// The answers when a file's parse itself is stopped (server/parsing/parse-pool.ts): it needed more
// memory than its worker may have, or more time than its kind may take, or too many files of its
// kind were already waiting. Each names the limit it hit, so the user knows what to change.
import { englishPattern, withEnglish } from './english-messages.ts';

export const PARSE_MESSAGES = {
  sheetMemory: (mb: number) => `文件解析超出内存上限（${mb} MB），请拆分后再导入`,
  sheetTime: (seconds: number) => `文件解析超出时间上限（${seconds} 秒），请拆分后再导入`,
  sequenceMemory: (mb: number) => `序列文件解析超出内存上限（${mb} MB），请检查文件内容后再上传`,
  sequenceTime: (seconds: number) => `序列文件解析超出时间上限（${seconds} 秒），请检查文件内容后再上传`,
  /** As many files of this kind as may wait are waiting already (429: the file is fine, the moment is not). */
  busy: '文件解析繁忙，请稍后再试',
  /** The parse's worker ended for another reason than its limits. */
  failed: '文件无法解析，请检查文件后再试',
} as const;

export const PARSE_MESSAGES_EN = withEnglish(PARSE_MESSAGES, {
  sheetMemory: (mb: number) => `Reading the file needed more than its memory limit (${mb} MB): split it and import again`,
  sheetTime: (seconds: number) => `Reading the file took longer than its time limit (${seconds} s): split it and import again`,
  sequenceMemory: (mb: number) => `Reading the sequence file needed more than its memory limit (${mb} MB): check the file and upload it again`,
  sequenceTime: (seconds: number) => `Reading the sequence file took longer than its time limit (${seconds} s): check the file and upload it again`,
  busy: 'Many files are being read: please try again later',
  failed: 'The file cannot be read: please check it and try again',
});
englishPattern(/文件解析超出内存上限（(\d+) MB），请拆分后再导入/, (match) => PARSE_MESSAGES_EN.sheetMemory(Number(match[1])));
englishPattern(/文件解析超出时间上限（(\d+(?:\.\d+)?) 秒），请拆分后再导入/, (match) => PARSE_MESSAGES_EN.sheetTime(Number(match[1])));
englishPattern(/序列文件解析超出内存上限（(\d+) MB），请检查文件内容后再上传/, (match) => PARSE_MESSAGES_EN.sequenceMemory(Number(match[1])));
englishPattern(/序列文件解析超出时间上限（(\d+(?:\.\d+)?) 秒），请检查文件内容后再上传/, (match) => PARSE_MESSAGES_EN.sequenceTime(Number(match[1])));
