export function ContentPage({ slug }: { slug: string }) {
  return <main className="p-8">{slug}</main>;
}
