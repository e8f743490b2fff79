import { Form } from 'react-bootstrap';
import { BIO_MAX_LENGTH } from '@serendip/protocol';
import { ImagePicker } from '../../components/ImagePicker';
import type { OnboardingForm } from './onboardingForm';

interface StepProps {
  form: OnboardingForm;
  onChange: (changes: Partial<OnboardingForm>) => void;
}

/** Step 1: an optional profile picture and a short bio. */
export function EssentialsStep({ form, onChange }: StepProps) {
  return (
    <>
      <h2 className="h4 fw-bold">Profile Essentials</h2>
      <p className="text-body-secondary">Add a face and a few words so people know who you are.</p>
      <div className="mb-4">
        <ImagePicker
          id="onboarding-profile-picture"
          label="Profile picture (optional)"
          file={form.profilePicture}
          onChange={(profilePicture) => onChange({ profilePicture })}
          round
        />
      </div>
      <Form.Group controlId="onboarding-bio">
        <Form.Label>Bio</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={form.bio}
          maxLength={BIO_MAX_LENGTH}
          placeholder="Tell people a little about yourself..."
          onChange={(event) => onChange({ bio: event.target.value })}
        />
        <Form.Text>
          {form.bio.length}/{BIO_MAX_LENGTH}
        </Form.Text>
      </Form.Group>
    </>
  );
}
