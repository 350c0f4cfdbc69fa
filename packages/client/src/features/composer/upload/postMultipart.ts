export interface MultipartResponse {
  status: number;
  body: string;
}

/**
 * POSTs a form with XMLHttpRequest, which (unlike fetch) reports upload progress. Resolves with
 * any HTTP answer; rejects only when no answer came (network failure) or on abort.
 */
export function postMultipart(
  url: string,
  form: FormData,
  options: { onProgress?(loaded: number, total: number): void; signal?: AbortSignal } = {},
): Promise<MultipartResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
