import { Link, Navigate } from 'react-router';
import { Trans } from 'react-i18next';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { AuthCard } from './AuthCard';
import { RegisterForm } from './RegisterForm';

export function RegisterPage() {
  const { t } = useAccountTranslation();
  const { user } = useAuth();

  if (user) return <Navigate to="/profile" replace />;

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <Trans t={t} i18nKey="register.haveAccount" components={{ anchor: <Link to="/login" /> }} />
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
