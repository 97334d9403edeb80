// Demo testimonials for the home page, in display order. The inactive one shows the admin's hidden state.
import type { testimonials } from "../schema.ts";

export type DemoTestimonial = Pick<
  typeof testimonials.$inferInsert,
  "name" | "location" | "rating" | "comment" | "avatar" | "isActive"
>;

export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    name: "Emma Larsen",
    location: "Copenhagen, Denmark",
    rating: 5,
    comment:
      "I found my yoga teacher training through Soul of Rishikesh and every detail matched what the listing promised. Knowing the school had been visited and verified made booking from Europe so much easier.",
    avatar: "https://i.pravatar.cc/150?img=47",
    isActive: true,
  },
  {
    name: "Arjun Mehta",
    location: "Mumbai, India",
    rating: 5,
    comment:
      "We planned a family weekend in two evenings: a riverside camp, a rafting trip and the Ganga aarti walk. The reviews were honest and the phone numbers actually worked.",
    avatar: "https://i.pravatar.cc/150?img=12",
    isActive: true,
  },
  {
    name: "Sophie Martin",
    location: "Lyon, France",
    rating: 5,
    comment:
      "I came for two weeks of panchakarma and was nervous about choosing a clinic. The directory helped me compare doctors and programmes, and the clinic I chose was wonderful.",
    avatar: "https://i.pravatar.cc/150?img=32",
    isActive: true,
  },
  {
    name: "Noah Thompson",
    location: "Vancouver, Canada",
    rating: 4,
    comment:
      "Great for finding the small places: a Sanskrit class, a sound healer, a scooter rental that did not rip me off. I wish I had found it before my first week rather than after.",
    avatar: "https://i.pravatar.cc/150?img=53",
    isActive: true,
  },
  {
    name: "Aiko Tanaka",
    location: "Kyoto, Japan",
    rating: 5,
    comment:
      "The blog's first-week guide was exactly what I needed. I followed it day by day and felt at home in Rishikesh far sooner than I expected.",
    avatar: "https://i.pravatar.cc/150?img=44",
    isActive: true,
  },
  {
    name: "Ben Carter",
    location: "Austin, USA",
    rating: 4,
    comment:
      "Booked a trek to Kuari Pass through a listing here. Smooth from the first message to the last day on the trail.",
    avatar: "https://i.pravatar.cc/150?img=59",
    isActive: false,
  },
];
