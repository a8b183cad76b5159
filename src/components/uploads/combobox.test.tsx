import { describe, expect, it } from 'vitest';
import { state } from '../../test-support/fixtures';
import { renderWith } from '../../test-support/render';
import { Combobox } from './combobox';

const render = (options: { id: string; primary: string; secondary?: string }[], status: string | null = null) =>
  renderWith(state({}), <Combobox label="Add location" query="lis" onQuery={() => undefined} options={options} onSelect={() => undefined} status={status} />);

describe('Combobox', () => {
  it('is a labelled combobox controlling a listbox of options', () => {
    const html = render([{ id: 'l1', primary: 'Lisbon', secondary: 'Portugal' }], '1 place found.');
    expect(html).toMatch(/<label for="([^"]+)" class="combobox__label">Add location<\/label><input id="\1"[^>]*role="combobox"[^>]*aria-autocomplete="list" aria-expanded="true" aria-controls="\1-list"/);
    expect(html).toMatch(/<ul id="[^"]+-list" class="combobox__list" role="listbox" aria-label="Add location">/);
    expect(html).toMatch(/role="option" aria-selected="false"[^>]*><span class="combobox__primary">Lisbon<\/span><span class="combobox__secondary">Portugal<\/span>/);
    expect(html).toContain('role="status">1 place found.</p>');
  });

  it('is collapsed with a hidden listbox when there are no options', () => {
    const html = render([]);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('hidden=""');
  });
});
