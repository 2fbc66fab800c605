/**
 * Views whose first screen is the shell's skeleton of them (title, lead and blocks where the
 * content comes, `view-skeleton.tsx`), and whose content waits for the catalog, which downloads
 * once that screen is painted: their code downloads then too, beside the catalog, rather than
 * before the first paint, which did not need it. Read by the loaders and by the build's head
 * script (which starts only the messages for these).
 */
export const CODE_AFTER_FIRST_PAINT: readonly string[] = ['results', 'guide'];
