import { useState } from 'react';
import { Combobox } from '../../components/uploads/combobox';
import { searchStatus } from './search-status';
import { useLocationSearch } from './use-location-search';

export interface LocationFieldProps {
  location: { id: string; name: string } | null;
  onLocation: (location: { id: string; name: string } | null) => void;
}

/** "Add location": a place search combobox, or the chosen place with a remove button. */
export function LocationField({ location, onLocation }: LocationFieldProps) {
  const [query, setQuery] = useState('');
  const search = useLocationSearch(query);
  if (location) {
    return (
      <div className="chosen-location">
        <span className="chosen-location__label">Location</span>
        <span className="chosen-location__name">{location.name}</span>
        <button type="button" className="text-button" aria-label={`Remove location ${location.name}`} onClick={() => onLocation(null)}>
          Remove
        </button>
      </div>
    );
  }
  return (
    <Combobox
      label="Add location"
      query={query}
      onQuery={setQuery}
      placeholder="Search places"
      options={search.hits.map((h) => ({ id: h.id, primary: h.name, secondary: h.address }))}
      status={searchStatus({ online: search.online, query, pending: search.pending, failed: search.failed, count: search.count, noun: { one: 'place', many: 'places' } })}
      onSelect={(o) => {
        onLocation({ id: o.id, name: o.primary });
        setQuery('');
      }}
    />
  );
}
