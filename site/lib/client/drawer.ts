// The small-screen navigation drawer: a modal <dialog> (focus stays inside, Escape closes) that also
// closes when a link in it is tapped or the backdrop is clicked.
export function setUpDrawer(): void {
  const drawer = document.getElementById("mobile-drawer");
  const opener = document.querySelector<HTMLButtonElement>("[data-drawer-open]");
  if (!(drawer instanceof HTMLDialogElement) || !opener) return;

  opener.addEventListener("click", () => {
    drawer.showModal();
    opener.setAttribute("aria-expanded", "true");
  });
  drawer.addEventListener("close", () => opener.setAttribute("aria-expanded", "false"));
  drawer.querySelector("[data-drawer-close]")?.addEventListener("click", () => drawer.close());
  drawer.addEventListener("click", (event) => {
    const tappedLink = (event.target as Element).closest("a");
    if (tappedLink || event.target === drawer) drawer.close();
  });
}
