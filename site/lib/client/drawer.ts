// The small-screen navigation drawer: a modal <dialog> (focus stays inside, Escape closes) that also closes when a
// link in it is tapped or the backdrop is clicked. Where the browser knows invoker commands and closedby, the
// buttons and the backdrop work by themselves, so a tap before this script has come (it loads after the first paint)
// still opens the drawer; elsewhere they get the same from script.
export function setUpDrawer(): void {
  const drawer = document.getElementById("mobile-drawer");
  const opener = document.querySelector<HTMLButtonElement>("[data-drawer-open]");
  if (!(drawer instanceof HTMLDialogElement) || !opener) return;

  if (!("command" in HTMLButtonElement.prototype)) {
    opener.addEventListener("click", () => drawer.showModal());
    drawer.querySelector("[data-drawer-close]")?.addEventListener("click", () => drawer.close());
  }
  drawer.addEventListener("click", (event) => {
    const tappedLink = (event.target as Element).closest("a");
    if (tappedLink || event.target === drawer) drawer.close();
  });
}
