import { Form } from 'react-bootstrap';
import { BIO_MAX_LENGTH } from '@serendip/protocol';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useFormat } from '../../i18n/format';
import { ImagePicker } from '../../components/ImagePicker';
import type { OnboardingForm } from './onboardingForm';

interface StepProps {
  form: OnboardingForm;
  onChange: (changes: Partial<OnboardingForm>) => void;
}

/** Step 1: an optional profile picture and a short bio. */
export function EssentialsStep({ form, onChange }: StepProps) {
  const { t } = useAccountTranslation();
  const { number } = useFormat();
  return (
    <>
      <h2 className="h4 fw-bold">{t('onboarding.steps.essentials')}</h2>
      <p className="text-body-secondary">{t('onboarding.essentials.intro')}</p>
      <div className="mb-4">
        <ImagePicker
          id="onboarding-profile-picture"
          label={t('onboarding.essentials.picture')}
          file={form.profilePicture}
          onChange={(profilePicture) => onChange({ profilePicture })}
          round
        />
      </div>
      <Form.Group controlId="onboarding-bio">
        <Form.Label>{t('onboarding.essentials.bio')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={form.bio}
          maxLength={BIO_MAX_LENGTH}
          placeholder={t('onboarding.essentials.bioPlaceholder')}
          onChange={(event) => onChange({ bio: event.target.value })}
        />
        <Form.Text>
          {number(form.bio.length)}/{number(BIO_MAX_LENGTH)}
        </Form.Text>
      </Form.Group>
    </>
  );
}
