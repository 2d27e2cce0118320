/** The vehicle types drivers register with; `dashboard_count.vehicleType` is their number. */
export const VEHICLE_TYPES = [
  { code: 'LCV', name: 'Light commercial vehicle' },
  { code: 'MCV', name: 'Medium commercial vehicle' },
  { code: 'HCV', name: 'Heavy commercial vehicle' },
  { code: 'TRAILER', name: 'Trailer' },
  { code: 'TANKER', name: 'Tanker' },
  { code: 'CONTAINER', name: 'Container carrier' },
  { code: 'REEFER', name: 'Refrigerated truck (reefer)' },
] as const;

export type VehicleTypeCode = (typeof VEHICLE_TYPES)[number]['code'];
export const VEHICLE_TYPE_CODES = VEHICLE_TYPES.map((type) => type.code) as VehicleTypeCode[];

export function vehicleTypeName(code: VehicleTypeCode): string {
  return VEHICLE_TYPES.find((type) => type.code === code)?.name ?? code;
}
