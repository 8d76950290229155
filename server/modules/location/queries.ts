import type { Db } from '../../db/index.js';
import type { City, Country, District, Province } from '../../../src/contract/location.js';

export interface LocationRows {
  countries: Country[];
  provinces: Province[];
  cities: City[];
  districts: District[];
}

/** The whole master data (about 8,500 rows), for the in-memory index the location calls read. */
export async function loadLocations(db: Db): Promise<LocationRows> {
  const [countries, provinces, cities, districts] = await Promise.all([
    db.selectFrom('location_countries').selectAll().execute(),
    db.selectFrom('location_provinces').selectAll().execute(),
    db.selectFrom('location_cities').selectAll().execute(),
    db.selectFrom('location_districts').selectAll().execute(),
  ]);
  return {
    countries,
    provinces,
    cities,
    districts: districts.map((d) => ({ ...d, postCodes: d.postCodes ? d.postCodes.split(',') : [] })),
  };
}
