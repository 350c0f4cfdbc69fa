import type { TextKey } from '@/i18n';

export type ExportEndpoint =
  | 'i/export-notes'
  | 'i/export-favorites'
  | 'i/export-clips'
  | 'i/export-following'
  | 'i/export-user-lists'
  | 'i/export-mute'
  | 'i/export-blocking'
  | 'i/export-antennas';
export type ImportEndpoint =
  | 'i/import-following'
  | 'i/import-user-lists'
  | 'i/import-muting'
  | 'i/import-blocking'
  | 'i/import-antennas';
export type ExportOption = 'excludeMuting' | 'excludeInactive';
export type ImportOption = 'withReplies';

/** One entity of the page: what it exports and, where Misskey has it, what it imports. */
export interface ImportExportSection {
  id: string;
  heading: TextKey;
  exportEndpoint: ExportEndpoint;
  importEndpoint: ImportEndpoint | null;
  exportOptions: readonly ExportOption[];
  importOptions: readonly ImportOption[];
}

/** Misskey's import-export page's entities, in its order. */
export const SECTIONS: readonly ImportExportSection[] = [
  {
    id: 'notes',
    heading: 'profile.notes',
    exportEndpoint: 'i/export-notes',
    importEndpoint: null,
    exportOptions: [],
    importOptions: [],
  },
  {
    id: 'favorites',
    heading: 'timelines.favorites.title',
    exportEndpoint: 'i/export-favorites',
    importEndpoint: null,
    exportOptions: [],
    importOptions: [],
  },
  {
    id: 'clips',
    heading: 'clips.title',
    exportEndpoint: 'i/export-clips',
    importEndpoint: null,
    exportOptions: [],
    importOptions: [],
  },
  {
    id: 'following',
    heading: 'profile.following',
    exportEndpoint: 'i/export-following',
    importEndpoint: 'i/import-following',
    exportOptions: ['excludeMuting', 'excludeInactive'],
    importOptions: ['withReplies'],
  },
  {
    id: 'lists',
    heading: 'lists.title',
    exportEndpoint: 'i/export-user-lists',
    importEndpoint: 'i/import-user-lists',
    exportOptions: [],
    importOptions: [],
  },
  {
    id: 'muting',
    heading: 'muteBlock.tabs.muted',
    exportEndpoint: 'i/export-mute',
    importEndpoint: 'i/import-muting',
    exportOptions: [],
    importOptions: [],
  },
  {
    id: 'blocking',
    heading: 'muteBlock.tabs.blocked',
    exportEndpoint: 'i/export-blocking',
    importEndpoint: 'i/import-blocking',
    exportOptions: [],
    importOptions: [],
  },
  {
    id: 'antennas',
    heading: 'antennas.title',
    exportEndpoint: 'i/export-antennas',
    importEndpoint: 'i/import-antennas',
    exportOptions: [],
    importOptions: [],
  },
];

/** The export call's parameters: only the section's own options, each a boolean. */
export function exportParams(
  section: ImportExportSection,
  chosen: Partial<Record<ExportOption, boolean>>,
): Record<string, boolean> {
  return Object.fromEntries(section.exportOptions.map((option) => [option, chosen[option] === true]));
}

/** The import call's parameters: the drive file and the section's own options. */
export function importParams(
  section: ImportExportSection,
  fileId: string,
  chosen: Partial<Record<ImportOption, boolean>>,
): Record<string, string | boolean> {
  return {
    fileId,
    ...Object.fromEntries(section.importOptions.map((option) => [option, chosen[option] === true])),
  };
}
