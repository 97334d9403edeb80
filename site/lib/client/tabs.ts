// Accessible tabs (WAI-ARIA tabs pattern, automatic activation): click or arrow keys select a tab,
// Home/End jump to the ends, a #reviews or #contact link (on load or later), or one to an element in a panel, opens
// that tab, and so does a tab clicked before this script ran. The address follows the tab chosen (#reviews; none for the first), so a reload or a shared
// link opens it, and Back to the address without a fragment opens the first tab again.
// The panel shown is the one marked data-selected (global.css hides the others once <html> has the js class);
// without JavaScript every panel shows, one after another, and those links jump to the panel itself. A panel shown
// for the first time brings the page's island runtime, where the islands wait for it (islands-when-shown.ts).
import { showingIslandsOf } from "./islands-when-shown.ts";

export function setUpTabs(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute("aria-controls") ?? "");

  const select = (selected: HTMLButtonElement, moveFocus: boolean) => {
    for (const tab of tabs) {
      const isSelected = tab === selected;
      tab.setAttribute("aria-selected", String(isSelected));
      tab.tabIndex = isSelected ? 0 : -1;
      panelOf(tab)?.toggleAttribute("data-selected", isSelected);
    }
    showingIslandsOf(panelOf(selected));
    if (moveFocus) selected.focus();
  };

  /** The tab a person chose, in the address without a new history entry (and without the jump a link makes). */
  const choose = (chosen: HTMLButtonElement, moveFocus: boolean) => {
    select(chosen, moveFocus);
    const { pathname, search } = window.location;
    history.replaceState(history.state, "", chosen === tabs[0] ? pathname + search : `#${chosen.dataset.tab}`);
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => choose(tab, false));
    tab.addEventListener("keydown", (event) => {
      const last = tabs.length - 1;
      const next = index === last ? 0 : index + 1;
      const previous = index === 0 ? last : index - 1;
      // the arrow pointing along the line goes to the next tab: left in a right-to-left page (Hebrew)
      const rightToLeft = document.documentElement.dir === "rtl";
      const target = {
        ArrowRight: rightToLeft ? previous : next,
        ArrowLeft: rightToLeft ? next : previous,
        Home: 0,
        End: last,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      choose(tabs[target]!, true);
    });
  });

  const openLinkedTab = (change?: HashChangeEvent) => {
    const fragment = window.location.hash.slice(1);
    // a fragment in a panel opens it (#review-sent, where a form sent before this script ran comes back to); one
    // outside them (#main of the skip link) leaves the tabs be; none at all, reached by Back, is the first
    const target = fragment ? document.getElementById(fragment) : null;
    const linked = fragment ? tabs.find((tab) => target && panelOf(tab)?.contains(target)) : change && tabs[0];
    if (!linked) return;
    select(linked, false);
    if (fragment) root.scrollIntoView({ block: "start" });
  };
  openLinkedTab();
  window.addEventListener("hashchange", openLinkedTab);
  // This script comes after the first paint: a tab clicked before it ran has the focus (browsers but Safari focus
  // a clicked button), so it opens now rather than the click being lost.
  const clickedEarly = tabs.find((tab) => tab === document.activeElement);
  if (clickedEarly) choose(clickedEarly, false);
}
