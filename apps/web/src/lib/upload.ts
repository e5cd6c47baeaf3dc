import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { authHeaders, failureOf, type RequestOptions } from './api';

export type UploadOptions = Pick<RequestOptions, 'signal' | 'anonymous'> & {
  method?: 'POST' | 'PUT';
  /** Called with 0–100 as the body goes out. */
  onProgress?: (percent: number) => void;
};

/**
 * Sends a multipart form (documents) through XMLHttpRequest rather than fetch: only XHR reports
 * upload progress, and files of up to 10 MB each can take a while on a phone connection. Otherwise
 * it behaves as `api()`: the bearer token on every call that is not anonymous, the JSON answer on
 * success, an `ApiError` with the server's `{message, field?}` on failure (a 401 ends the session),
 * `ApiError(0, '')` when the network fails so the caller shows its own fallback text, and an
 * `AbortError` when `signal` aborts.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    for (const [name, value] of Object.entries(authHeaders(options))) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(failureOf(xhr.status, body as Parameters<typeof failureOf>[1], options));
    };
    xhr.onerror = () => {
      settle();
      reject(failureOf(0, null, { anonymous: true }));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A mutation that uploads, with its progress (0–100) for a progress bar; the progress starts again
 * at 0 with each attempt. `upload` is usually a feature's call to `uploadWithProgress`.
 */
export function useUploadMutation<T, V>(
  upload: (variables: V, onProgress: (percent: number) => void) => Promise<T>,
) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (variables: V) => {
      setProgress(0);
      return upload(variables, setProgress);
    },
  });
  return { ...mutation, progress };
}
