import { Progress, type ProgressProps } from '@mantine/core';

/** Mantine's Progress for the upload bars, in its own chunk (see upload-progress.tsx). */
export function UploadProgressBar(props: ProgressProps) {
  return <Progress {...props} />;
}
