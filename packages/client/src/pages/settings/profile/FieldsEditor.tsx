import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import { Button, TextField } from '@/ui';
import styles from './Profile.module.css';
import {
  addField,
  changeField,
  FIELD_TEXT_LIMIT,
  type FieldDraft,
  halfFilled,
  MAX_FIELDS,
  moveField,
  removeField,
} from './profileForm';

/**
 * The profile's label/value rows: add up to sixteen, edit, move up and down, remove. Values are
 * shown on the profile as text, where only http(s) addresses become links.
 */
export function FieldsEditor({
  fields,
  onChange,
}: {
  fields: readonly FieldDraft[];
  onChange(fields: FieldDraft[]): void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.profileSettings;
  const tooLong = (text: string) =>
    text.length > FIELD_TEXT_LIMIT ? i18n.t('profileSettings.tooLong', { limit: FIELD_TEXT_LIMIT }) : null;
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>{t.fields}</legend>
      <p className={styles.hint}>{i18n.t('profileSettings.fieldsHint', { limit: MAX_FIELDS })}</p>
      <ol className={styles.fieldList}>
        {fields.map((field, index) => {
          const n = index + 1;
          const missing = halfFilled(field);
          return (
            <li key={field.key} className={styles.fieldRow}>
              <TextField
                label={i18n.t('profileSettings.fieldLabel', { index: n })}
                value={field.name}
                onChange={(text) => onChange(changeField(fields, field.key, 'name', text))}
                error={tooLong(field.name) ?? (missing === 'name' ? t.fieldNeedsLabel : null)}
              />
              <TextField
                label={i18n.t('profileSettings.fieldValue', { index: n })}
                value={field.value}
                onChange={(text) => onChange(changeField(fields, field.key, 'value', text))}
                error={tooLong(field.value) ?? (missing === 'value' ? t.fieldNeedsValue : null)}
              />
              <div className={styles.fieldButtons}>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={i18n.t('profileSettings.moveFieldUp', { index: n })}
                  disabled={index === 0}
                  onClick={() => onChange(moveField(fields, field.key, -1))}
                >
                  <IconArrowUp size={18} aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={i18n.t('profileSettings.moveFieldDown', { index: n })}
                  disabled={index === fields.length - 1}
                  onClick={() => onChange(moveField(fields, field.key, 1))}
                >
                  <IconArrowDown size={18} aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={i18n.t('profileSettings.removeField', { index: n })}
                  onClick={() => onChange(removeField(fields, field.key))}
                >
                  <IconX size={18} aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button disabled={fields.length >= MAX_FIELDS} onClick={() => onChange(addField(fields))}>
          <IconPlus size={18} aria-hidden="true" /> {t.addField}
        </Button>
      </div>
    </fieldset>
  );
}
