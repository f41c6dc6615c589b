export function PropertyPage() {
  return <main className="p-8 font-serif text-3xl">Isarwert Immobilien</main>;
}
