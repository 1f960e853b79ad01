// Bounds of every Excel (.xlsx, a zip archive) import, and the Chinese answers when a file or a
// moment is refused. The server checks them before a sheet is unpacked (server/http/xlsx-bounds.ts)
// and while its rows stream (server/http/spreadsheet-reader.ts); pages state them to the user.
import { englishPattern, withEnglish } from './english-messages.ts';

/** What one import may send and unpack. */
export interface SpreadsheetLimits {
  /** The file as sent. */
  maxBytes: number;
  /** What all its parts unpack to together; one part (a sheet's XML) is held to the same bound. */
  maxUnpackedBytes: number;
  /** Parts of the archive (an .xlsx from Excel has about 10–30). */
  maxEntries: number;
  /** Filled rows below the header. */
  maxRows: number;
  /**
   * Texts in the workbook's shared-strings part (every distinct cell text of every sheet, which a
   * reader holds in memory before the first row) and the characters they hold together: counted as
   * the part inflates, refused at the first one beyond.
   */
  maxSharedStrings: number;
  maxSharedChars: number;
}

const MB = 1024 * 1024;

/** Unpacked/packed beyond this, a part larger than 1 MB is a zip bomb, not a spreadsheet (Excel's XML packs 5–50×). */
export const SPREADSHEET_MAX_RATIO = 500;
export const SPREADSHEET_MAX_ENTRIES = 100;

/** A count as a Chinese message writes it: 20000 → "2 万", 16000000 → "1600 万". */
export const inWan = (n: number) => (n >= 10_000 && n % 10_000 === 0 ? `${n / 10_000} 万` : String(n));

/** The samples import of the order pages (beyond the specification): 200 samples fit in far less than 20 MB. */
export const ORDER_IMPORT_MAX_ROWS = 200;
/**
 * 201 rows of the widest template (31 columns) are 6 231 texts, each field at most a few thousand
 * characters (the longest, a flanking sequence, 5 000): 20 000 texts and 2 million characters leave
 * room for a customer's notes sheet and still refuse a file of 500 000 texts at its 20 001st.
 */
export const ORDER_IMPORT_MAX_SHARED_STRINGS = 20_000;
export const ORDER_IMPORT_MAX_SHARED_CHARS = 2_000_000;
export const ORDER_IMPORT_LIMITS: SpreadsheetLimits = {
  maxBytes: 2 * MB,
  maxUnpackedBytes: 20 * MB,
  maxEntries: SPREADSHEET_MAX_ENTRIES,
  maxRows: ORDER_IMPORT_MAX_ROWS,
  maxSharedStrings: ORDER_IMPORT_MAX_SHARED_STRINGS,
  maxSharedChars: ORDER_IMPORT_MAX_SHARED_CHARS,
};

export const ORDER_IMPORT_MESSAGES = {
  wrongType: '只能上传Excel(.xlsx)格式的文件!',
  tooLarge: '文件过大，不能超过2MB',
  unpackedTooLarge: '文件过大：解压后不得超过 20 MB',
  tooManyEntries: `文件不是有效的Excel文件：内含部件不得超过 ${SPREADSHEET_MAX_ENTRIES} 个`,
  badTemplate: '文件不是本页的导入模板，请先下载模板',
  empty: '模板中没有样本',
  tooMany: `每次最多导入${ORDER_IMPORT_MAX_ROWS}个样本`,
  tooMuchText: `文件中的单元格文字过多（最多 ${inWan(ORDER_IMPORT_MAX_SHARED_STRINGS)}条、共 ${inWan(ORDER_IMPORT_MAX_SHARED_CHARS)}字），请删去多余的内容后再导入`,
  failed: (n: number) => `导入失败：共 ${n} 处错误，未导入任何样本`,
  done: '导入成功',
} as const;

withEnglish(ORDER_IMPORT_MESSAGES, {
  wrongType: 'Only Excel (.xlsx) files can be uploaded!',
  tooLarge: 'The file is too large: at most 2MB',
  unpackedTooLarge: 'The file is too large: at most 20 MB unpacked',
  tooManyEntries: `The file is not a valid Excel file: at most ${SPREADSHEET_MAX_ENTRIES} parts`,
  badTemplate: "The file is not this page's import template: please download the template first",
  empty: 'The template holds no samples',
  tooMany: `At most ${ORDER_IMPORT_MAX_ROWS} samples per import`,
  tooMuchText: `The file holds too much cell text (at most ${ORDER_IMPORT_MAX_SHARED_STRINGS} texts, ${ORDER_IMPORT_MAX_SHARED_CHARS} characters in all): remove what is not needed and import again`,
  failed: (n: number) => `Import failed: ${n} problems, no sample was imported`,
  done: 'Imported',
});
englishPattern(/导入失败：共 (\d+) 处错误，未导入任何样本/, (match) => `Import failed: ${match[1]} problems, no sample was imported`);

/** The same answers for every import when the moment, not the file, is the problem. */
export const SPREADSHEET_MESSAGES = {
  /** Unpacked/packed of one part beyond SPREADSHEET_MAX_RATIO. */
  suspiciousRatio: `文件压缩比异常（超过 ${SPREADSHEET_MAX_RATIO} 倍），请用 Excel 另存后再导入`,
  /** The same user (or staff member) already has an import running. */
  userBusy: '您有一个导入正在进行，请等它完成后再试',
  /** This server is already reading as many files as it may at once. */
  serverBusy: '导入繁忙，请稍后再试',
} as const;

withEnglish(SPREADSHEET_MESSAGES, {
  suspiciousRatio: `The file's compression ratio is abnormal (more than ${SPREADSHEET_MAX_RATIO} times): save it again with Excel and import it`,
  userBusy: 'You have an import running: please try again once it has finished',
  serverBusy: 'Imports are busy: please try again later',
});
