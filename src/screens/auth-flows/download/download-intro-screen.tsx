import { Link } from 'wouter';
import { FlowPage } from '../shared/flow-page';

/** /download/ (000 §2): what the data download is, and the way to ask for one. */
export function DownloadIntroScreen() {
  return (
    <FlowPage title="Download your data" heading="Download your data">
      <p className="flow__text">Get a copy of what you've shared on Lumen: photos, videos, comments, likes and profile information. It can take up to 48 hours to prepare.</p>
      <Link href="/download/request/" className="primary-button flow__button-link">
        Request download
      </Link>
    </FlowPage>
  );
}
