"use client";
/** The sign-in page's form, wired to the app router (kept apart so the form itself renders without one). */
import { useRouter } from "next/navigation";
import type { AuthMode } from "@/client/auth-api";
import { AuthForm } from "./auth-form";

/** `next`: where a sign-in goes back to (checked by the page with safeNextPath); "/" by default. */
export function AuthPanel({ initialMode, next }: { initialMode?: AuthMode; next?: string }) {
  const router = useRouter();
  return <AuthForm initialMode={initialMode} afterLogin={next} onSignedIn={(destination) => router.replace(destination)} />;
}
