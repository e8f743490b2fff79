import { useCallback } from 'react';
import { VIDEO_POST_MAX_BYTES, VIDEO_POST_MAX_SECONDS } from '@serendip/protocol';
import { useSocialTranslation } from '../../i18n/namespaces/social';
import {
  NO_FILE,
  NOT_AN_IMAGE,
  NOT_POST_MEDIA,
  VIDEO_TOO_LARGE,
  VIDEO_TOO_LONG,
} from './postMedia';

const VIDEO_MAX_MB = VIDEO_POST_MAX_BYTES / (1024 * 1024);

/**
 * The upload checks speak English constants, compared by value to mark the file input invalid;
 * this says them in the reader's language at the moment they are shown. Any other text (the
 * server's message) is shown as it came.
 */
export function useFileProblemText(): (message: string) => string {
  const { t } = useSocialTranslation();
  return useCallback(
    (message: string) => {
      const limits = { megabytes: VIDEO_MAX_MB, seconds: VIDEO_POST_MAX_SECONDS };
      switch (message) {
        case NO_FILE:
          return t('upload.noFile');
        case NOT_AN_IMAGE:
          return t('upload.notImage');
        case NOT_POST_MEDIA:
          return t('upload.notMedia');
        case VIDEO_TOO_LARGE:
          return t('upload.tooLarge', limits);
        case VIDEO_TOO_LONG:
          return t('upload.tooLong', limits);
        default:
          return message;
      }
    },
    [t],
  );
}

/** What a post may be, in the reader's language, for the line under the file input. */
export function usePostMediaHint(): string {
  const { t } = useSocialTranslation();
  return t('upload.hint', { megabytes: VIDEO_MAX_MB, seconds: VIDEO_POST_MAX_SECONDS });
}
