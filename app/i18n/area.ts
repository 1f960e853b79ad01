// One part of the interface catalogues (a feature's strings), Chinese and English side by side so a
// missing English key is a type error in the file that adds the Chinese one. zh.ts and en.ts spread
// every area in.
export function defineArea<const Z extends Record<string, string>>(zh: Z, en: Record<keyof Z, string>) {
  return { zh, en };
}
