import type { SelfUser } from '@serendip/protocol';
import { compressImage } from '../../api/compressImage';
import { api } from '../../api/http';

/** The onboarding form. */
export interface OnboardingForm {
  bio: string;
  interests: string[];
  profilePicture: File | null;
  postImage: File | null;
  caption: string;
}

export const emptyOnboardingForm: OnboardingForm = {
  bio: '',
  interests: [],
  profilePicture: null,
  postImage: null,
  caption: '',
};

/** Files already sent by an earlier Finish attempt, so a retry does not post them twice. */
export interface UploadedFiles {
  profilePicture?: File;
  postImage?: File;
}

/**
 * Onboarding's Finish: the picture if chosen, then the post if chosen, then completing
 * onboarding, whose answer is the updated user. Throws at the first failure.
 */
export async function finishOnboarding(
  form: OnboardingForm,
  uploaded: UploadedFiles,
): Promise<SelfUser> {
  if (form.profilePicture && uploaded.profilePicture !== form.profilePicture) {
    const body = new FormData();
    body.append('profilePicture', await compressImage(form.profilePicture));
    await api.put('/api/users/profile/picture', { body });
    uploaded.profilePicture = form.profilePicture;
  }
  if (form.postImage && uploaded.postImage !== form.postImage) {
    const body = new FormData();
    body.append('image', await compressImage(form.postImage));
    body.append('caption', form.caption);
    await api.post('/api/photos', { body });
    uploaded.postImage = form.postImage;
  }
  return api.post('/api/users/onboarding', {
    body: { bio: form.bio, interests: form.interests },
  });
}
