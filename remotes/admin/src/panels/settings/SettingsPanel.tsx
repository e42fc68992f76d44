import { SubHeader } from '../../components/PanelHeader';
import { ConfigCards } from './ConfigCards';
import { PasswordForm } from './PasswordForm';

/** Settings: the admin's own password, then the configuration (read-only). */
export function SettingsPanel() {
  return (
    <>
      <PasswordForm />
      <SubHeader title="Configuration" note="Set by the deployment; shown here read-only." />
      <ConfigCards />
    </>
  );
}
