import type { I18n } from '@/i18n';

/** Misskey's error ids of i/webhooks/* and what the user is told for each. */
export function webhookErrorTexts(i18n: I18n): Record<string, string> {
  const t = i18n.ts.webhooks;
  return {
    // TOO_MANY_WEBHOOKS (create)
    '87a9bb19-111e-4e37-81d3-a3e7426453b0': t.tooMany,
    // NO_SUCH_WEBHOOK (show, update, delete, test)
    '50f614d9-3047-4f7e-90d8-ad6b2d5fb098': t.notFound,
    'fb0fea69-da18-45b1-828d-bd4fd1612518': t.notFound,
    'bae73e5a-5522-4965-ae19-3a8688e71d82': t.notFound,
    '0c52149c-e913-18f8-5dc7-74870bfe0cf9': t.notFound,
  };
}
