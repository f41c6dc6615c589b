export function LoginPage() {
  return <main className="p-8">Admin Anmeldung</main>;
}
