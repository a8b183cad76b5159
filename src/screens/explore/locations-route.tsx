import { useParams } from 'wouter';
import { LocationsScreen, isPlaceSegment } from '../directory/locations-screen';
import { PlaceScreen } from './place-screen';

/** /explore/locations/{segment}/{slug}/: a place page (digits), else a country's or a city's directory page. */
export function LocationsRoute() {
  const { id = '' } = useParams<{ id: string }>();
  return isPlaceSegment(id) ? <PlaceScreen /> : <LocationsScreen segment={id} />;
}
