import { useAccountContext } from '@/accounts';
import { AchievementList } from '@/features/achievements/AchievementList';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';

/** /my/achievements: the signed-in account's achievements. */
export function AchievementsPage() {
  const i18n = useI18n();
  const { account } = useAccountContext();
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.achievements.title}</h1>
      {account && <AchievementList userId={account.id} />}
    </div>
  );
}
