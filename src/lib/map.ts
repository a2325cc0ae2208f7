/** The map host. CSP's frame-src allows exactly this origin. */
export const mapHost = 'https://www.openstreetmap.org';

interface Point {
  latitude: number;
  longitude: number;
}

/** Half-size of the embedded map's bounding box, in degrees: about 1.5 km around the office. */
const span = { latitude: 0.008, longitude: 0.012 };

export function osmEmbedUrl({ latitude, longitude }: Point): string {
  const bbox = [longitude - span.longitude, latitude - span.latitude, longitude + span.longitude, latitude + span.latitude]
    .map((n) => n.toFixed(4))
    .join(',');
  return `${mapHost}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

export function osmPageUrl({ latitude, longitude }: Point): string {
  return `${mapHost}/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
