export function NotFoundPage() {
  return <main className="p-8">Page Not Found</main>;
}
