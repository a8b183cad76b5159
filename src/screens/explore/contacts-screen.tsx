import { Link } from 'wouter';
import { Paths } from '../../routes';
import '../../components/people/people.css';
import './explore.css';

/**
 * Added (people), issue 12: /explore/people/contacts/ (001 §2). Instagram's "Connect contacts"
 * reads a phone's address book; a web page cannot (browsers give no access to contacts, and
 * we ask for none), so this page says so and leads to the people we can suggest instead.
 */
export function ContactsScreen() {
  return (
    <main className="app-main">
      <div className="column contacts">
        <h1 className="page-title">Connect contacts</h1>
        <section className="contacts__body" aria-labelledby="contacts-why">
          <h2 id="contacts-why" className="contacts__title">
            Your contacts stay on your device
          </h2>
          <p className="muted">
            A web browser can't read the contacts on your device, so Lumen can't look for the people you know from your
            address book here, and nothing is uploaded.
          </p>
          <p className="muted">You can still find them: see who we suggest, or search for their name or username.</p>
          <div className="contacts__actions">
            <Link href={Paths.explorePeopleSuggested} className="primary-button button-link contacts__link">
              See suggested people
            </Link>
            <Link href={Paths.search} className="secondary-button button-link contacts__link">
              Search
            </Link>
          </div>
        </section>
      </div>
    </main>
  );
}
