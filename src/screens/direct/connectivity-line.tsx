import { useConnectivityText } from './use-direct';

/** The real-time state in words (issue 13), under the list's or the thread's header. */
export function ConnectivityLine() {
  const text = useConnectivityText();
  return text ? (
    <p className="direct__connectivity" role="status">
      {text}
    </p>
  ) : null;
}
