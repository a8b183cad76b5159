/**
 * Added (people): the blue check after a verified account's username. The space before it is a
 * text node of its own, so a link holding the username and the badge is named "maya.chen
 * Verified" (the label replaces the badge's text: a space inside it was lost, "maya.chenVerified").
 */
export function VerifiedBadge() {
  return (
    <>
      {' '}
      <span className="verified" role="img" aria-label="Verified">
        ✓
      </span>
    </>
  );
}
