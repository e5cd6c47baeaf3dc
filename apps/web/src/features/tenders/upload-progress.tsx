import type { ProgressProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const LazyBar = lazy(() =>
  import('./upload-progress-bar').then((module) => ({ default: module.UploadProgressBar })),
);

/** An upload bar, fetched with its first use: it is not on screen until a save sends files. */
export function UploadProgress(props: ProgressProps) {
  return (
    <Suspense fallback={null}>
      <LazyBar {...props} />
    </Suspense>
  );
}
