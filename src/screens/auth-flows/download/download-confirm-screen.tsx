import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSearchParams } from '../../../hooks/use-search-params';
import { isSafeUrl } from '../../../../sync/transport';
import { fire } from '../../../lib/fire';
import { confirmScreen, type DownloadScreen } from '../../../lib/auth/data-download';
import { FlowPage, FlowStatus } from '../shared/flow-page';
import { useAuthCall } from '../shared/use-auth-call';
import { LogInAgain } from './download-request-screen';

const TEXT: Record<Exclude<DownloadScreen, 'request' | 'password' | 'log-in-again'>, [string, string]> = {
  complete: ['Your download is ready', 'Your file is ready to download.'],
  'email-sent': ['Still working on it', "We're still preparing your file. We'll email you when it's ready."],
  'link-expired': ['Link expired', 'This download link has expired. You can ask for a new download.'],
  'no-files': ['No files available', "There's no download for this account right now. You can ask for a new one."],
};

/** /download/confirm/ (000 §2): the emailed link; complete, still working, link expired, no files, or log in again. */
export function DownloadConfirmScreen() {
  const call = useAuthCall();
  const token = useSearchParams().get('token') ?? '';
  const [screen, setScreen] = useState<DownloadScreen | null>(token ? null : 'link-expired');
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    fire(
      call('downloadStatus', { token }).then((r) => {
        setScreen(confirmScreen({ ok: r.ok, statusCode: r.ok ? 200 : r.statusCode, errorType: r.ok ? null : r.errorType, status: r.ok ? r.value.download_status : undefined, expired: !r.ok && r.errorType === 'download_link_expired' }));
        if (r.ok && r.value.url && isSafeUrl(r.value.url, window.location.origin)) setUrl(r.value.url);
      }),
      'download status',
    );
  }, [call, token]);

  if (screen === 'log-in-again') return <LogInAgain next={`/download/confirm/?token=${encodeURIComponent(token)}`} />;
  if (screen === null || screen === 'request' || screen === 'password') return <FlowPage title="Download your data">{<FlowStatus>Checking your link…</FlowStatus>}</FlowPage>;
  const [heading, text] = TEXT[screen];
  return (
    <FlowPage title="Download your data" heading={heading}>
      <FlowStatus>{text}</FlowStatus>
      <div className="flow__actions">
        {screen === 'complete' && url ? (
          <a href={url} className="primary-button flow__button-link" download>
            Download file
          </a>
        ) : null}
        {screen === 'link-expired' || screen === 'no-files' ? (
          <Link href="/download/request/" className="primary-button flow__button-link">
            Request a new download
          </Link>
        ) : null}
      </div>
    </FlowPage>
  );
}
