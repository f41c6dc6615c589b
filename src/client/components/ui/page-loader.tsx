/**
 * A full-screen loading indicator for the public screens (a screen's height, so the footer below
 * stays out of view until there is content). Free of the class-merging helpers the other
 * primitives use, so the first screen's bundle stays small.
 */
export function PageLoader({ label }: { label: string }) {
  return (
    <div className="page-loader" role="status">
      <span className="spinner h-10 w-10" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
