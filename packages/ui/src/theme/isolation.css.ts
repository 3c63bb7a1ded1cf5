import { globalStyle } from '@vanilla-extract/css';

/**
 * Isolation from the host page. A portal's stylesheet may style elements globally (`button { text-transform:
 * uppercase }`, `td { padding: 25px }`, `* { box-sizing: content-box }`). Every element we render carries an `od-`
 * class, so one rule takes each of them back to the browser's defaults (`all: revert`). Its specificity is (0,0,5),
 * whatever order the stylesheets load in: above any host selector made of element names alone, below any single class,
 * so every component class of ours wins over it, and so does a host rule with a class of its own (that one is aimed
 * at us on purpose). The `:is(*, ...)` argument that never matches is there for its specificity only.
 * The class must start with `od-` (not `good-item`), and SVG is left out: reverting it would drop its width and
 * height attributes (our icons set their size inline instead). `all` leaves custom properties alone, so the theme's
 * `--od-*` variables still flow down.
 */
const ours = ':where([class^="od-"], [class*=" od-"]):where(:not(svg, svg *))';
const aboveElementSelectors = ':is(*, od-x od-x od-x od-x od-x)';

globalStyle(`${ours}${aboveElementSelectors}`, { all: 'revert', boxSizing: 'border-box' });
globalStyle(`${ours}${aboveElementSelectors}::before, ${ours}${aboveElementSelectors}::after`, { boxSizing: 'border-box' });
// Our elements without a class (a cell's <span>, an <option>) only need the box model back from a host's `*` rule.
globalStyle(':is([class^="od-"], [class*=" od-"]) :where(:not([class]), svg)', { boxSizing: 'border-box' });
