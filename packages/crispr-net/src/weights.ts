// Reads the published Keras 2.2.4 HDF5 weights of CRISPR-Net with jsfive (a pure JavaScript HDF5
// reader): the file stays where it is, nothing is converted or copied.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as hdf5 from 'jsfive';

export const WEIGHTS_FILE = 'CRISPR_Net_CIRCLE_elevation_SITE_weights.h5';

export type Weights = {
  conv: { kernel: Float64Array; bias: Float64Array; width: number }[];
  lstm: { forward: LstmWeights; backward: LstmWeights };
  dense1: DenseWeights;
  dense2: DenseWeights;
  output: DenseWeights;
};
/** kernel [input][4 * units], recurrent [units][4 * units], gates in Keras order i, f, c, o. */
export type LstmWeights = { kernel: Float64Array; recurrent: Float64Array; bias: Float64Array };
/** kernel [input][output]. */
export type DenseWeights = { kernel: Float64Array; bias: Float64Array; inputs: number; outputs: number };

function dataset(file: hdf5.File, path: string, shape: number[]): Float64Array {
  let node: hdf5.Group | hdf5.Dataset;
  try {
    node = file.get(path);
  } catch {
    throw new Error(`CRISPR-Net weights: dataset ${path} is missing`);
  }
  if (!(node instanceof hdf5.Dataset) || node.shape.join('x') !== shape.join('x')) {
    throw new Error(`CRISPR-Net weights: ${path} should have shape ${shape.join('x')}`);
  }
  return Float64Array.from(node.value);
}

export function parseWeights(buffer: ArrayBuffer): Weights {
  const file = new hdf5.File(buffer, WEIGHTS_FILE);
  const conv = [1, 2, 3, 5].map((width, i) => {
    const name = `conv2d_${i + 1}`;
    return {
      width,
      kernel: dataset(file, `${name}/${name}/kernel:0`, [1, width, 7, 10]),
      bias: dataset(file, `${name}/${name}/bias:0`, [10]),
    };
  });
  const lstm = (direction: string): LstmWeights => {
    const base = `bidirectional_1/bidirectional_1/${direction}_LSTM_out`;
    return {
      kernel: dataset(file, `${base}/kernel:0`, [47, 60]),
      recurrent: dataset(file, `${base}/recurrent_kernel:0`, [15, 60]),
      bias: dataset(file, `${base}/bias:0`, [60]),
    };
  };
  const dense = (name: string, inputs: number, outputs: number): DenseWeights => ({
    inputs,
    outputs,
    kernel: dataset(file, `${name}/${name}/kernel:0`, [inputs, outputs]),
    bias: dataset(file, `${name}/${name}/bias:0`, [outputs]),
  });
  return {
    conv,
    lstm: { forward: lstm('forward'), backward: lstm('backward') },
    dense1: dense('dense_1', 720, 80),
    dense2: dense('dense_2', 80, 20),
    output: dense('main_output', 20, 1),
  };
}

/** Reads the weights file from the directory holding the published CRISPR-Net files. */
export async function readWeights(dir: string): Promise<Weights> {
  const path = join(dir, WEIGHTS_FILE);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new Error(`CRISPR-Net weights not readable at ${path}: ${(error as Error).message}`, { cause: error });
  }
  return parseWeights(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}
