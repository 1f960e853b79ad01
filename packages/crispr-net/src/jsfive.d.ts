// jsfive ships no types; only what weights.ts uses is declared.
declare module 'jsfive' {
  export class Dataset {
    readonly shape: number[];
    readonly value: ArrayLike<number>;
  }
  export class Group {
    readonly keys: string[];
    readonly attrs: Record<string, unknown>;
    get(path: string): Group | Dataset;
  }
  export class File extends Group {
    constructor(buffer: ArrayBuffer, filename: string);
  }
}
