import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { describeApiError } from '@/api';
import { FollowButton } from '@/features/follow';
import { AvatarPicker } from '@/features/profile';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { Button, DialogFrame, Notice, openConfirm, TextField, useModals } from '@/ui';
import { UserRow } from '@/users/UserRow';
import styles from './SetupWizard.module.css';
import {
  isLastStep,
  nextStep,
  previousStep,
  SETUP_FINISHED,
  SETUP_STEPS,
  startingStep,
  stepName,
} from './steps';

const VISIBILITIES = ['public', 'home', 'followers'] as const;

/** The wizard's card; `onClose` is called once it is finished or put off. */
export function SetupWizardDialog({ onClose }: { onClose(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.setupWizard;
  const modals = useModals();
  const [saved, setSaved] = useSetting('accountSetupWizard');
  const [step, setStep] = useState(() => startingStep(saved));
  const go = (index: number) => {
    setStep(index);
    setSaved(index);
  };
  const later = async () => {
    const sure = await openConfirm(modals, {
      title: t.laterTitle,
      text: t.laterText,
      okLabel: t.later,
      cancelLabel: t.stay,
    });
    if (sure) onClose();
  };
  const finish = () => {
    setSaved(SETUP_FINISHED);
    onClose();
  };
  const name = stepName(step);
  return (
    <DialogFrame
      title={t.title}
      description={i18n.t('setupWizard.progress', { current: step + 1, total: SETUP_STEPS.length })}
      actions={
        <>
          {!isLastStep(step) && <Button onClick={later}>{t.later}</Button>}
          {step > 0 && <Button onClick={() => go(previousStep(step))}>{t.back}</Button>}
          {isLastStep(step) ? (
            <Button variant="primary" onClick={finish} data-autofocus="">
              {t.finish}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => go(nextStep(step))} data-autofocus="">
              {t.next}
            </Button>
          )}
        </>
      }
    >
      <section className={styles.step} aria-label={t.steps[name]}>
        <h3 className={styles.heading}>{t.steps[name]}</h3>
        {name === 'profile' && <ProfileStep />}
        {name === 'privacy' && <PrivacyStep />}
        {name === 'follow' && <FollowStep />}
        {name === 'tour' && (
          <ul className={styles.tour}>
            <li>{t.tourTimeline}</li>
            <li>{t.tourComposer}</li>
            <li>{t.tourNotifications}</li>
            <li>{t.tourSettings}</li>
          </ul>
        )}
        {name === 'finish' && <p>{t.finishText}</p>}
      </section>
    </DialogFrame>
  );
}

/**
 * The avatar (saved as soon as chosen, as on /settings/profile), then name and bio, saved with
 * i/update; the banner is on /settings/profile.
 */
function ProfileStep() {
  const i18n = useI18n();
  const t = i18n.ts.setupWizard;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const [name, setName] = useState(account.name ?? '');
  const [bio, setBio] = useState(account.description ?? '');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | string>('idle');
  const save = async () => {
    setState('saving');
    try {
      updateMe(await api.call('i/update', { name: name.trim() || null, description: bio.trim() || null }));
      setState('saved');
    } catch (error) {
      setState(describeApiError(error, i18n).text);
    }
  };
  return (
    <div className={styles.fields}>
      <p>{t.profileText}</p>
      <AvatarPicker />
      <TextField label={i18n.ts.profile.displayName} value={name} onChange={setName} maxLength={50} />
      <TextField label={t.bio} value={bio} onChange={setBio} multiline maxLength={1500} />
      <div className={styles.row}>
        <Button onClick={save} disabled={state === 'saving'}>
          {i18n.ts.save}
        </Button>
        <span role="status">
          {state === 'saved' ? i18n.ts.saved : state === 'saving' ? i18n.ts.saving : ''}
        </span>
      </div>
      {state !== 'idle' && state !== 'saved' && state !== 'saving' && <Notice tone="error">{state}</Notice>}
    </div>
  );
}

type AccountSwitch = 'isLocked' | 'hideOnlineStatus';

/** One account flag, saved with i/update at once (and put back if the server refuses). */
function AccountSwitchRow({ field, label }: { field: AccountSwitch; label: string }) {
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const [on, setOn] = useState(Boolean(account[field]));
  const change = async (next: boolean) => {
    setOn(next);
    try {
      updateMe(await api.call('i/update', { [field]: next }));
    } catch {
      setOn(!next);
    }
  };
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        checked={on}
        onChange={(e) => void change(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** Follow approval and online status (i/update), and the composer's default visibility (a setting). */
function PrivacyStep() {
  const i18n = useI18n();
  const t = i18n.ts.setupWizard;
  const [visibility, setVisibility] = useSetting('defaultNoteVisibility');
  return (
    <div className={styles.fields}>
      <p>{t.privacyText}</p>
      <AccountSwitchRow field="isLocked" label={t.isLocked} />
      <AccountSwitchRow field="hideOnlineStatus" label={t.hideOnlineStatus} />
      <label className={styles.label}>
        {t.defaultVisibility}
        <select
          className={styles.select}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as typeof visibility)}
        >
          {VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {t.visibility[value]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A few users the server suggests, each with the usual follow button. */
function FollowStep() {
  const i18n = useI18n();
  const t = i18n.ts.setupWizard;
  const { api } = useAccountContext();
  const [users, setUsers] = useState<Misskey.entities.UserDetailed[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.call('users/recommendation', { limit: 6 }).then(
      (found) => live && setUsers(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <div className={styles.fields}>
      <p>{t.followText}</p>
      {failed && <Notice tone="error">{t.followFailed}</Notice>}
      {users === null && !failed && <p role="status">{i18n.ts.loading}</p>}
      {users?.length === 0 && <p>{t.followNone}</p>}
      {users && users.length > 0 && (
        <ul className={styles.users}>
          {users.map((user) => (
            <li key={user.id}>
              <UserRow user={user}>
                <FollowButton user={user} size="small" />
              </UserRow>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
