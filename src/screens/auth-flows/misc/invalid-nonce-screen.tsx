import { Link } from 'wouter';
import { FlowPage } from '../shared/flow-page';

/** /403invalidnonce/ (000 §2): a link whose nonce is no longer valid. */
export function InvalidNonceScreen() {
  return (
    <FlowPage title="Link not valid" heading="This link isn't valid anymore">
      <p className="flow__text">The link you used has expired or was already used. Log in, or ask for a new link.</p>
      <div className="flow__actions">
        <Link href="/accounts/login/" className="primary-button flow__button-link">
          Log in
        </Link>
        <Link href="/accounts/password/reset/" className="text-button flow__button-link">
          Get a new login link
        </Link>
      </div>
    </FlowPage>
  );
}
