import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST } from "../../constants.ts";
import { INQUIRY_FAILED_MESSAGE, REVIEW_SUBMITTED_MESSAGE } from "../../messages.ts";
import { createToastStore } from "./store.ts";

const visible = (store: ReturnType<typeof createToastStore>) =>
  store
    .getSnapshot()
    .filter((toast) => toast.open)
    .map((toast) => toast.title);

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time, the newest", () => {
    const store = createToastStore();
    store.show({ title: REVIEW_SUBMITTED_MESSAGE });
    store.show({ title: INQUIRY_FAILED_MESSAGE, variant: "destructive" });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(visible(store)).toEqual([INQUIRY_FAILED_MESSAGE]);
    expect(store.getSnapshot()[0]?.variant).toBe("destructive");
  });

  it("uses the default variant when none is given", () => {
    const store = createToastStore();
    store.show({ title: "Saved" });
    expect(store.getSnapshot()[0]?.variant).toBe("default");
  });

  it("closes a toast after 5 seconds", () => {
    const store = createToastStore();
    store.show({ title: "Saved" });
    vi.advanceTimersByTime(TOAST.durationMs - 1);
    expect(visible(store)).toEqual(["Saved"]);
    vi.advanceTimersByTime(1);
    expect(visible(store)).toEqual([]);
  });

  it("keeps a dismissed toast closed until the removal delay has passed", () => {
    const store = createToastStore();
    const id = store.show({ title: "Saved" });
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(visible(store)).toEqual([]);
    vi.advanceTimersByTime(TOAST.removeDelayMs);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("gives a newer toast its own full display time", () => {
    const store = createToastStore();
    store.show({ title: "First" });
    vi.advanceTimersByTime(4000);
    store.show({ title: "Second" });
    vi.advanceTimersByTime(4000);
    expect(visible(store)).toEqual(["Second"]);
    vi.advanceTimersByTime(1000);
    expect(visible(store)).toEqual([]);
  });

  it("tells subscribers about every change until they unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.show({ title: "Saved" });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show({ title: "Again" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
