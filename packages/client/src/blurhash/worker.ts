import { decode } from 'blurhash';
import type { DecodeRequest, DecodeResponse } from './protocol';

/** The parts of a dedicated worker's global scope used here (the app compiles with DOM types only). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: DecodeResponse, transfer: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

/** Decodes one hash per message; the pixels travel back transferred, not copied. */
scope.onmessage = (event) => {
  const { id, hash, width, height } = event.data;
  try {
    const pixels = decode(hash, width, height) as Uint8ClampedArray<ArrayBuffer>;
    scope.postMessage({ id, pixels }, [pixels.buffer]);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }, []);
  }
};
