import { describe, expect, it } from "vitest";
import { displayedStatus, inquiryActions, phoneLink, replyLink, statusBadge } from "./status.ts";

const labels = (status: string) => inquiryActions(status).map((action) => action.label);

describe("an inquiry's status in the admin", () => {
  it("offers the transitions of spec section 4", () => {
    expect(labels("pending")).toEqual(["Mark Responded", "Mark Resolved", "Close"]);
    expect(labels("responded")).toEqual(["Mark Resolved", "Close"]);
    expect(labels("resolved")).toEqual(["Close"]);
    expect(labels("closed")).toEqual([]);
    expect(inquiryActions("pending").map((action) => action.to)).toEqual(["responded", "resolved", "closed"]);
  });

  it("shows an unknown status as Pending, with pending's buttons", () => {
    expect(displayedStatus("archived")).toBe("pending");
    expect(displayedStatus("toString")).toBe("pending");
    expect(statusBadge("archived").label).toBe("Pending");
    expect(labels("archived")).toEqual(labels("pending"));
  });

  it("colours the badges yellow, blue, green and grey", () => {
    expect(statusBadge("pending").className).toContain("yellow");
    expect(statusBadge("responded").className).toContain("blue");
    expect(statusBadge("resolved").className).toContain("green");
    expect(statusBadge("closed").className).toContain("stone");
  });
});

describe("contact links", () => {
  it("replies with the subject prefixed by Re:", () => {
    expect(replyLink("asha@example.com", "Room for two?")).toBe(
      "mailto:asha@example.com?subject=Re%3A%20Room%20for%20two%3F",
    );
  });

  it("dials the digits of a typed phone number", () => {
    expect(phoneLink(" +91 98765-43210 ")).toBe("tel:+919876543210");
    expect(phoneLink("(0135) 243 0000")).toBe("tel:01352430000");
  });
});
