import { Select } from '@opsdeck/ui/select';
import type { PlaybookRef } from '../healthApi';
import type { CheckDetailMessages } from '../checkDetailMessages';

export interface CheckPlaybookRunnerProps {
  playbooks: readonly PlaybookRef[];
  onRun: (playbook: PlaybookRef) => void;
  messages: CheckDetailMessages;
}

/**
 * The playbooks that can run on this check, as a menu: choosing one hands it to the host's `onRunPlaybook` (which
 * shows the run dialog, spec 001 section 2.8). The choice is not kept: the menu is an action, not a setting.
 */
export default function CheckPlaybookRunner({ playbooks, onRun, messages }: CheckPlaybookRunnerProps) {
  const options = playbooks.map((playbook) => ({ value: playbook.id, label: playbook.title || playbook.name }));
  return (
    <Select
      aria-label={messages.playbooks}
      placeholder={messages.playbooks}
      options={options}
      value={null}
      onValueChange={(id) => {
        const playbook = playbooks.find((candidate) => candidate.id === id);
        if (playbook) onRun(playbook);
      }}
    />
  );
}
