export type Hemisphere = 'N' | 'S';

// Time zones south of the equator, by prefix or exact name: enough to pick the right season for
// seasonal effects; anyone misplaced can change the setting.
const SOUTHERN_PREFIXES = ['Australia/', 'Antarctica/', 'America/Argentina/', 'Indian/'];
const SOUTHERN_ZONES = new Set([
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Fiji',
  'Pacific/Tongatapu',
  'Pacific/Apia',
  'Pacific/Noumea',
  'Pacific/Port_Moresby',
  'Pacific/Efate',
  'America/Sao_Paulo',
  'America/Santiago',
  'America/Montevideo',
  'America/Asuncion',
  'America/La_Paz',
  'America/Lima',
  'America/Buenos_Aires',
  'Africa/Johannesburg',
  'Africa/Maputo',
  'Africa/Harare',
  'Africa/Lusaka',
  'Africa/Windhoek',
  'Africa/Gaborone',
  'Africa/Luanda',
  'Africa/Dar_es_Salaam',
  'Africa/Lubumbashi',
  'Africa/Maseru',
  'Africa/Mbabane',
  'Africa/Blantyre',
  'Africa/Kinshasa',
  'Africa/Nairobi',
  'Africa/Kigali',
  'Africa/Bujumbura',
  'Asia/Jakarta',
  'Asia/Makassar',
  'Asia/Jayapura',
  'Asia/Dili',
  'America/Bahia',
  'America/Recife',
  'America/Fortaleza',
  'America/Maceio',
  'America/Belem',
  'America/Manaus',
  'America/Araguaina',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Rio_Branco',
  'America/Santarem',
  'America/Noronha',
  'America/Guayaquil',
  'Pacific/Tahiti',
  'Pacific/Guadalcanal',
  'Pacific/Rarotonga',
  'Pacific/Pago_Pago',
  'Pacific/Norfolk',
  'Atlantic/St_Helena',
  'Atlantic/Stanley',
  'Atlantic/South_Georgia',
]);

export function hemisphereOfTimeZone(timeZone: string | undefined): Hemisphere {
  if (!timeZone) return 'N';
  if (SOUTHERN_ZONES.has(timeZone)) return 'S';
  if (timeZone === 'Indian/Maldives') return 'N';
  return SOUTHERN_PREFIXES.some((prefix) => timeZone.startsWith(prefix)) ? 'S' : 'N';
}

export function defaultHemisphere(): Hemisphere {
  try {
    return hemisphereOfTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'N';
  }
}

let cachedDeviceHemisphere: Hemisphere | undefined;

/** defaultHemisphere, worked out once per page. */
export function deviceHemisphere(): Hemisphere {
  cachedDeviceHemisphere ??= defaultHemisphere();
  return cachedDeviceHemisphere;
}
