import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { unwrap, WORKER_READ } from '../../hooks/use-worker-query';
import { Paths } from '../../routes';
import { ACCESS_TOOL_TITLES, isAccessToolCategory } from '../../../sync/api/access-tool-wire';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { SettingsLayout } from './settings-layout';
import { DatedRow, ViewMore } from './dated-list';
import { useAccountForm } from './use-account-form';
import './access-tool.css';

/**
 * /accounts/access_tool/{name} (001 §1; §7 "GET /accounts/access_tool/{name}?__a=1&cursor="):
 * one category of Access data, newest first, a page at a time ("View more").
 */
export function AccessToolListScreen() {
  const { name = '' } = useParams<{ name: string }>();
  if (!isAccessToolCategory(name)) return <NotFoundScreen />;
  return <CategoryList name={name} />;
}

function CategoryList({ name }: { name: keyof typeof ACCESS_TOOL_TITLES }) {
  const { online, viewerId, call } = useAccountForm();
  const pages = useInfiniteQuery({
    queryKey: ['access-tool', viewerId, name],
    queryFn: ({ pageParam }) => unwrap(call('accessToolPage', { name, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: online && viewerId !== null,
    ...WORKER_READ,
  });
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? null;
  const title = ACCESS_TOOL_TITLES[name];
  return (
    <SettingsLayout title={title} online={online}>
      <Link href={Paths.accessTool} className="text-button access-tool__back">
        ‹ Access data
      </Link>
      {online ? null : <p className="settings__hint settings__needs-net">Access data needs a connection to load.</p>}
      {pages.isError ? (
        <p className="settings__error" role="alert">
          {"Couldn't load this list."}
        </p>
      ) : null}
      {pages.isPending && online ? (
        <p className="settings__hint" role="status">
          Loading…
        </p>
      ) : null}
      {rows?.length === 0 ? <p className="settings__status">Nothing here.</p> : null}
      {rows && rows.length > 0 ? (
        <ul className="sessions" aria-label={title}>
          {rows.map((r, i) => (
            <DatedRow key={`${r.time}-${i}`} text={r.text} detail={r.detail} time={r.time} />
          ))}
        </ul>
      ) : null}
      <ViewMore pages={pages} />
    </SettingsLayout>
  );
}
