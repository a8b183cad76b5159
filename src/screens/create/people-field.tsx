import { useMemo, useState } from 'react';
import { Combobox } from '../../components/uploads/combobox';
import { useSnapshot } from '../../state';
import { matchPeople, type Person } from '../../lib/media/people-match';
import type { ComposeUsertag } from '../../lib/media/upload-api';
import { searchStatus } from './search-status';

/**
 * "Tag people": usernames from the users this client knows (users.users), our choice until a
 * people search call exists.
 */
export function PeopleField({ tagged, onTag }: { tagged: readonly ComposeUsertag[]; onTag: (person: Person) => void }) {
  const [query, setQuery] = useState('');
  // The slice, not its table: tables are updated in place (src/state/tables.ts).
  const usersSlice = useSnapshot((s) => s.users);
  const users = usersSlice.users;
  const exclude = useMemo(() => new Set(tagged.map((t) => t.userId)), [tagged]);
  const people = useMemo(() => matchPeople(usersSlice.users, query, exclude), [usersSlice, query, exclude]);
  return (
    <Combobox
      label="Tag people"
      query={query}
      onQuery={setQuery}
      placeholder="Search by username"
      options={people.map((p) => ({ id: p.id, primary: p.username, ...(p.fullName ? { secondary: p.fullName } : {}) }))}
      status={searchStatus({ online: true, query, pending: false, failed: false, count: people.length, noun: { one: 'person', many: 'people' } })}
      onSelect={(o) => {
        const person = users[o.id];
        if (person) onTag(person);
        setQuery('');
      }}
    />
  );
}
