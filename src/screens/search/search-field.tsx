import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useSearchParams } from '../../hooks/use-search-params';
import { SearchIcon } from '../../icons/search-icon';
import { Paths } from '../../routes';
import { typeText, useTypedText } from './typed-text';
import './search.css';

/** The query of /explore/search/?q=…: the text typed there, before the URL holds it (./typed-text.ts). */
export function useSearchQuery(): string {
  const inUrl = useSearchParams().get('q') ?? '';
  return useTypedText() ?? inUrl;
}

/**
 * The search field (issue 12: in the top bar on desktop, on Explore and the search page on a
 * phone). Typing shows results at /explore/search/?q=… (the URL keeps the query across reloads,
 * written once typing pauses: ./typed-text.ts).
 * `onType` hears each change first, before the keystroke is rendered (the search screen asks
 * for the text from there: ./search-query.ts).
 */
export function SearchField({ autoFocus = false, className, onType }: { autoFocus?: boolean; className?: string; onType?: (value: string) => void }) {
  const [location, navigate] = useLocation();
  const q = useSearchQuery();
  const onSearch = location === Paths.search;
  const [text, setText] = useState(onSearch ? q : '');
  useEffect(() => {
    if (!onSearch) setText('');
  }, [onSearch]);
  const change = (value: string) => {
    onType?.(value);
    setText(value);
    const to = `${Paths.search}${value ? `?q=${encodeURIComponent(value)}` : ''}`;
    // On the search page the URL follows once typing pauses (unless the page was left meanwhile);
    // elsewhere typing opens it at once.
    if (onSearch) {
      typeText(value, () => {
        if (window.location.pathname === Paths.search) navigate(to, { replace: true });
      });
    } else navigate(to);
  };
  return (
    <form className={`search-field${className ? ` ${className}` : ''}`} role="search" onSubmit={(e) => e.preventDefault()}>
      <SearchIcon size={16} className="search-field__icon" />
      <input
        type="search"
        className="search-field__input"
        placeholder="Search"
        aria-label="Search people, tags and places"
        value={text}
        autoFocus={autoFocus}
        autoComplete="off"
        onChange={(e) => change(e.target.value)}
        onFocus={() => !onSearch && navigate(Paths.search)}
      />
    </form>
  );
}
