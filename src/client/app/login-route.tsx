import { LoginPage } from '../features/auth/login-page';

export default function LoginRoute() {
  return <LoginPage />;
}
