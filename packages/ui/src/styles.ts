// The stylesheet entry: importing every .css.ts in cascade order (theme first, then shared pieces, then components
// that refine them) compiles to dist/styles.css. Nothing imports this at run time.
// Isolation first: every later rule of ours wins over it, and it wins over the host's element selectors.
import './theme/isolation.css';
import './theme/contract.css';
import './theme/themes.css';
import './theme/root.css';
import './field/Field.css';
import './button/Button.css';
import './icon-button/IconButton.css';
import './textarea/Textarea.css';
// The floating layer before the Select, whose list panel refines it.
import './popover/Popover.css';
import './select/Select.css';
import './switch/Switch.css';
import './checkbox/Checkbox.css';
import './tabs/Tabs.css';
import './dialog/Dialog.css';
import './tooltip/Tooltip.css';
import './tag/Tag.css';
import './toast/Toast.css';
import './skeleton/Skeleton.css';
import './empty-state/EmptyState.css';
import './error-view/ErrorView.css';
import './progress-bar/ProgressBar.css';
import './stat-card/StatCard.css';
import './data-table/DataTable.css';
import './code-editor/CodeEditor.css';
