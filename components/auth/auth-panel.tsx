"use client";
/** The sign-in page's form, wired to the app router (kept apart so the form itself renders without one). */
import { useRouter } from "next/navigation";
import type { AuthMode } from "@/client/auth-api";
import { AuthForm } from "./auth-form";

export function AuthPanel({ initialMode }: { initialMode?: AuthMode }) {
  const router = useRouter();
  return <AuthForm initialMode={initialMode} onSignedIn={(destination) => router.replace(destination)} />;
}
