import { z } from "zod";
import { FIELD_LIMITS } from "../constants.ts";

export const LOGIN_FIELDS_MESSAGE = "Please enter both username and password";

/** Admin login form and POST /api/admin/login. */
export const AdminLoginSchema = z.object({
  username: z.string({ message: LOGIN_FIELDS_MESSAGE }).trim().min(1, LOGIN_FIELDS_MESSAGE).max(FIELD_LIMITS.adminUsername, "Invalid credentials"),
  password: z.string({ message: LOGIN_FIELDS_MESSAGE }).min(1, LOGIN_FIELDS_MESSAGE).max(1024, "Invalid credentials"),
});
export type AdminLoginInput = z.input<typeof AdminLoginSchema>;

/** What GET /api/admin/me and a successful login answer: never the hash. */
export const AdminProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;
