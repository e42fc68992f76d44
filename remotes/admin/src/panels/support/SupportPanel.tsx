import { useState } from 'react';
import { SubHeader } from '../../components/PanelHeader';
import { TicketForm } from './TicketForm';
import { TicketList } from './TicketList';

/** Support Center: tickets live on the admin service, numbered 001, 002, … by it. */
export function SupportPanel() {
  const [version, setVersion] = useState(0);
  return (
    <>
      <TicketForm onCreated={() => setVersion((v) => v + 1)} />
      <SubHeader title="Tickets" />
      <TicketList version={version} />
    </>
  );
}
