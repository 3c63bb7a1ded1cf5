import { IconButton } from '@opsdeck/ui';
import { docsLink } from '../app/links';
import { BookIcon, ExternalIcon, HelpIcon } from './icons';
import { Menu, MenuContent, MenuLinkItem, MenuTrigger } from './menu/Menu';

/** Help: the documentation site, in a new tab. */
export function HelpMenu() {
  return (
    <Menu>
      <MenuTrigger asChild>
        <IconButton label="Help">
          <HelpIcon />
        </IconButton>
      </MenuTrigger>
      <MenuContent>
        <MenuLinkItem href={docsLink()} icon={<BookIcon />} trailing={<ExternalIcon />}>
          Docs
        </MenuLinkItem>
      </MenuContent>
    </Menu>
  );
}
