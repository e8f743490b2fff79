import { Form } from 'react-bootstrap';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { ImagePicker } from '../../components/ImagePicker';
import { POST_MEDIA_HINT } from '../../components/photos/postMedia';
import type { OnboardingForm } from './onboardingForm';
import { RecommendationList } from './RecommendationList';
import type { useRecommendations } from './useRecommendations';

interface ConnectStepProps {
  form: OnboardingForm;
  onChange: (changes: Partial<OnboardingForm>) => void;
  people: ReturnType<typeof useRecommendations>;
}

/** Step 3: an optional first photo with a caption, and people to add as friends. */
export function ConnectStep({ form, onChange, people }: ConnectStepProps) {
  const { t } = useAccountTranslation();
  return (
    <>
      <h2 className="h4 fw-bold">{t('onboarding.steps.connect')}</h2>
      <p className="text-body-secondary">{t('onboarding.connect.intro')}</p>
      <section className="mb-4" aria-labelledby="onboarding-post-heading">
        <h3 id="onboarding-post-heading" className="h6 fw-bold">
          {t('onboarding.connect.shareHeading')}
        </h3>
        <div className="mb-3">
          <ImagePicker
            id="onboarding-post-image"
            label={t('onboarding.connect.media')}
            file={form.postImage}
            onChange={(postImage) => onChange({ postImage })}
            acceptVideo
            hint={POST_MEDIA_HINT}
          />
        </div>
        <Form.Group controlId="onboarding-caption">
          <Form.Label>{t('onboarding.connect.caption')}</Form.Label>
          <Form.Control
            value={form.caption}
            placeholder={t('onboarding.connect.captionPlaceholder')}
            onChange={(event) => onChange({ caption: event.target.value })}
          />
        </Form.Group>
      </section>
      <section aria-labelledby="onboarding-people-heading">
        <h3 id="onboarding-people-heading" className="h6 fw-bold">
          {t('onboarding.connect.peopleHeading')}
        </h3>
        <RecommendationList
          recommendations={people.recommendations}
          loading={people.loading}
          onAddFriend={people.sendRequest}
        />
      </section>
    </>
  );
}
