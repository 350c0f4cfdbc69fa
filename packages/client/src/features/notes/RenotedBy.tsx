import type * as Misskey from 'misskey-js';
import { useI18n } from '@/i18n';
import { UserName } from '@/users/UserName';

/**
 * "{name} renoted", with the name drawn as names are everywhere (emoji as pictures): the
 * translated sentence is split where the name goes, so each language keeps its word order.
 */
export function RenotedBy({ renoter }: { renoter: Misskey.entities.UserLite }) {
  const i18n = useI18n();
  const [before, after] = i18n.t('notes.renotedBy', { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <span>
      {before}
      {after !== undefined && <UserName user={renoter} />}
      {after}
    </span>
  );
}

/** Never in a translation: marks where a name goes in a sentence. */
const NAME_SLOT = '\u0000';
