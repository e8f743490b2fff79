import { Link, Navigate } from 'react-router';
import { useAuth } from '../../session/AuthContext';
import { AuthCard } from './AuthCard';
import { RegisterForm } from './RegisterForm';

export function RegisterPage() {
  const { user } = useAuth();

  if (user) return <Navigate to="/profile" replace />;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Free forever. Adults (18+) only."
      footer={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
