// The body of a GUIDE-seq order of one DNA sample (human hg38, SpCas9 at EMX1), as the order form sends
// it: the browser tests submit it as a customer, the API tests start from it, and the console's Lighthouse
// run fills its lists with it.

/** A GUIDE-seq order of one DNA sample named `sample`, for `/guide/addGuideOrder`. */
export function guideOrderBody(sample: string) {
  return {
    name: sample,
    type: 'DNA',
    jiezhi: 'ddH2O',
    is_edta: 0,
    nongdu: 100,
    tiji: 20,
    laiyuan: 'human hg38',
    fenxi_leixing: '实验组',
    xulie: ['GAGTCCGAGCAGAAGAAGAAGGG'],
    hexuanmei: 'SpCas9',
    cuopei_fazhi: 6,
    tudian_fazhi: 1,
    is_odn: 0,
    is_remark: 0,
  };
}
