/** The statuses as a select's options, grouped by kind: a candidate's, then a client message's. */
import { applicationStatuses, messageStatuses, statusLabels, type Status } from './contract';

function Group({ label, statuses }: { label: string; statuses: readonly Status[] }) {
  return (
    <optgroup label={label}>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusLabels[status]}
        </option>
      ))}
    </optgroup>
  );
}

/** `applications`, `messages`: which kinds' statuses to offer. */
export function StatusOptions({ applications, messages }: { applications: boolean; messages: boolean }) {
  return (
    <>
      {applications && <Group label="Candidatures" statuses={applicationStatuses} />}
      {messages && <Group label="Messages" statuses={messageStatuses} />}
    </>
  );
}
