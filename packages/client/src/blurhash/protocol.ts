/** Messages between the pool and a blurhash worker. */
export interface DecodeRequest {
  id: number;
  hash: string;
  width: number;
  height: number;
}

export type DecodeResponse =
  | { id: number; pixels: Uint8ClampedArray<ArrayBuffer> }
  | { id: number; error: string };
