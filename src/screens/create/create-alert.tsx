/** A creation screen's alert (a refused file, a failed share); nothing when there is none. */
export function CreateAlert({ error }: { error: string | null }) {
  return error ? (
    <p className="create__alert" role="alert">
      {error}
    </p>
  ) : null;
}
