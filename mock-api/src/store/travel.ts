/** A place on the map, in decimal degrees. */
interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
/** Roads are about this much longer than the straight line between two places. */
const ROAD_FACTOR = 1.3;
/** A loaded truck's average speed on Indian highways, stops included. */
const TRUCK_SPEED_KMH = 45;
const HOUR_MS = 3_600_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line (great-circle) distance between two places, in km (haversine formula). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The least time a truck needs from one place to the other, in whole milliseconds: the
 * straight-line distance × 1.3 for the road, at 45 km/h. A driver's next stay cannot begin sooner
 * after the last one ended.
 */
export function travelMs(from: Coordinates, to: Coordinates): number {
  return Math.ceil(((distanceKm(from, to) * ROAD_FACTOR) / TRUCK_SPEED_KMH) * HOUR_MS);
}
